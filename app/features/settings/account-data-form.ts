/**
 * The forms of the "Your data" section of Configurações › Segurança, shared by page and action.
 * Without zod (the page ships it late): the deletion's schema is account-data-schema.ts.
 */

export const deleteAccountIntent = "delete-account";
export const exportDataIntent = "export-data";

/** The page state that opens the deletion's confirm step (works without JavaScript). */
export const confirmDeletionParam = "excluir";
