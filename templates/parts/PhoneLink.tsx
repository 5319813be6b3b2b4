/** A telephone number that dials when tapped and never wraps mid-number. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone.replace(/ /g, '\u00a0')}</a>;
}
