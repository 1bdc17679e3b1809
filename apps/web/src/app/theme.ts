import { createTheme } from '@mantine/core';

/** Makerboard's look: a deep teal primary with warm accents, generous radius, readable type. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '750',
  },
  colors: {},
  components: {
    // Mantine's dimmed descriptions are too light for WCAG AA on white; gray.7 passes.
    InputWrapper: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
