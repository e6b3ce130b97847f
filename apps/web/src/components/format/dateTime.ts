const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO time as 'YYYY-MM-DD HH:mm:ss' in the browser's time zone: the same digits in all three
 * languages, sortable by eye, and what the .xlsx export shows. Unparseable input comes back as is.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}
