/**
 * The most each inquiry field may hold, in UTF-16 code units: what the contact
 * form's `maxlength` counts, so the browser stops a visitor where the handler
 * would refuse them. An emoji such as 😀 is 2 units.
 */
export const inquiryFieldLimits = { name: 200, email: 254, message: 5_000 } as const;
