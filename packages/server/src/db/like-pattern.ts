/** `%text%` for SQL `like`, with like's wildcards and escape character (`\ % _`) taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
