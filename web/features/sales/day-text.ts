/** A day (YYYY-MM-DD) as the page's language writes it, the day itself whatever the time zone. */
export function dayText(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
