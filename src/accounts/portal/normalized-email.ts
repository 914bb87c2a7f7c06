/** How a user's email is stored and looked up (sign-up, sign-in, invitations): trimmed, lower case. */
export const normalizedEmail = (email: string): string => email.trim().toLowerCase();
