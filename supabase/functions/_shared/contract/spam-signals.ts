/**
 * Spam signals the site sends beside the request body (the body stays exactly SPEC §7): the
 * honeypot field's value travels in this request header. A lead carrying a signal is stored and
 * flagged, never dropped, so a real visitor whose browser autofilled the trap is still seen.
 */

/** The hidden field's value, as typed (or autofilled); absent or empty when the field was left alone. */
export const HONEYPOT_HEADER = "x-form-trap";
