/** Reading an application's stored answers (JSON columns, already trimmed by the wizard's schemas). */

export type Answers = Record<string, unknown>;

/** A text answer, or '' when it is missing or not text. */
export const answerText = (answers: Answers, key: string): string => (typeof answers[key] === 'string' ? answers[key] : '');

/** A date column as its calendar day, `YYYY-MM-DD`. */
export const isoDay = (date: Date | string | null | undefined): string | null => (date ? new Date(date).toISOString().slice(0, 10) : null);
