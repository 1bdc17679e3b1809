import {
  BULK_SIGNUP_MAX_BYTES,
  BULK_SIGNUP_MAX_ROWS,
  BULK_SIGNUP_OPTIONAL_COLUMNS,
  BULK_SIGNUP_REQUIRED_COLUMNS,
} from '@makerboard/shared/rules/bulk-signup';

export { BULK_SIGNUP_MAX_BYTES, BULK_SIGNUP_MAX_ROWS };

/** The file to start from: every column, and one example row. */
export function templateCsv(): string {
  const header = [...BULK_SIGNUP_REQUIRED_COLUMNS, ...BULK_SIGNUP_OPTIONAL_COLUMNS];
  const example: Record<string, string> = {
    email: 'kim@example.org',
    userName: 'kim_p',
    firstName: 'Kim',
    lastName: 'Park',
    birthDate: '2011-05-20',
    userType: 'student',
    numberOfStudents: '',
    language: 'en',
  };
  return `${header.join(',')}\n${header.map((name) => example[name] ?? 'yes').join(',')}\n`;
}

/**
 * How many people a file holds, for the progress shown before the server's answer: its non-empty
 * lines after the header. The server reads the file properly (quoted line breaks and all).
 */
export function countPeople(text: string): number {
  return Math.max(0, text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length - 1);
}

/** Reads a chosen file as text, reporting how much of it has been read (0 to 1). */
export function readFile(file: File, onProgress: (share: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onload = () => {
      onProgress(1);
      resolve(String(reader.result ?? ''));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}
