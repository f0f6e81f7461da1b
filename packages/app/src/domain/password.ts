/**
 * What the platform takes as a password (the account forms and the user centre's change of password): its own module,
 * so a page that checks only a password does not load account-forms' phone numbering plans (libphonenumber-js, ~11 KB
 * gzip, issue #31: the user centre's first load).
 */
export const PASSWORD = /^[A-Za-z0-9!@#$%^&*._-]{6,20}$/;
