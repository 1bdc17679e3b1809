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
    // Mantine's dimmed descriptions and red.6 error texts are too light for WCAG AA on white
    // (3.3:1 for the errors); gray.7 and red.9 (5.5:1) pass.
    InputWrapper: {
      styles: {
        description: { color: 'var(--mantine-color-gray-7)' },
        error: { color: 'var(--mantine-color-red-9)' },
      },
    },
    // The menu's hidden focus placeholder is a tabindex'd role=presentation child of role=menu,
    // which axe reports as a critical aria-required-children violation; our menus focus their
    // trigger on open instead (app/header-menus.tsx).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A spinner is named ("Loading…") across the app; a name needs a role to be allowed (axe
    // aria-prohibited-attr), and a status is what a spinner is.
    Loader: { defaultProps: { role: 'status' } },
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
