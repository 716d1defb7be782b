/** What the account forms' actions answer (login, register, forgotten password); the forms read it. */
export type AccountFormAnswer = { ok: false; message: string } | { ok: true; message: string; redirectTo?: string };
