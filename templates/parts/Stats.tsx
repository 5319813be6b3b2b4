import type { ClaimKey } from '../schema/site.ts';
import { useSite } from '../site-context.tsx';

/** A strip of the company's headline claims (content/site.yaml), in the order a page lists them. */
export function Stats({ claims }: { claims: readonly ClaimKey[] }) {
  const { config } = useSite();
  return (
    <section className="stats" aria-label={config.name}>
      <dl className="container stats__list">
        {claims.map((key) => (
          <div key={key} className="stat">
            <dt className="stat__label">{config.claims[key].label}</dt>
            <dd className="stat__value">{config.claims[key].value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
