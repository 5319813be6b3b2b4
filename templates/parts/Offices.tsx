import { Icon } from './Icon.tsx';
import { useSite } from '../site-context.tsx';

/** The company's offices, read from site.yaml. */
export function Offices() {
  const { config } = useSite();
  return (
    <ul className="offices" role="list">
      {config.offices.map((office) => (
        <li key={office.title} className="office">
          <Icon name="map-pin" className="office__icon" />
          <h3 className="office__title">{office.title}</h3>
          <p className="office__type">{office.type}</p>
          <address className="office__address">
            {office.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </li>
      ))}
    </ul>
  );
}
