/** A count with its noun, in the operators' English: "1 record", "3 records". */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
