/** Whether a value has the shape of the ids Miniatura draws for its rows (random UUIDs). */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f-]{36}$/.test(value);
