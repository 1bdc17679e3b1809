/** Query keys of uploads. */
export const mediaKeys = {
  upload: (id: number) => ['upload', id] as const,
};
