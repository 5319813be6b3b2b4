import type { Action } from '../schema/common.ts';
import { useSite } from '../site-context.tsx';

/** Buttons-as-links of a hero or call to action. */
export function ActionLinks({ actions }: { actions: readonly Action[] }) {
  const { link } = useSite();
  if (!actions.length) return null;
  return (
    <div className="actions">
      {actions.map((action) => (
        <a key={action.label} className={`button button--${action.style}`} href={link(action.href)}>
          {action.label}
        </a>
      ))}
    </div>
  );
}
