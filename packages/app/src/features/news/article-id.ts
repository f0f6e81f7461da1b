/** An article id from the address: a positive whole number, else null (a broken link shows "no such article"). */
export function articleId(value: string): number | null {
  const id = Number(value);
  return /^\d{1,9}$/.test(value) && id > 0 ? id : null;
}
