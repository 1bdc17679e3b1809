/** Query keys of the questions a person is asked (GET /questions). */
export const questionKeys = {
  all: ['questions'] as const,
  unanswered: (username: string) => ['questions', username, 'unanswered'] as const,
};
