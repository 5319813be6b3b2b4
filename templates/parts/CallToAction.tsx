import type { CallToAction as CallToActionContent } from '../schema/common.ts';
import { ActionLinks } from './ActionLinks.tsx';

export function CallToAction({ cta, id }: { cta: CallToActionContent; id: string }) {
  return (
    <section className="cta" aria-labelledby={`${id}-title`}>
      <div className="container cta__inner">
        <h2 className="cta__title" id={`${id}-title`}>
          {cta.title}
        </h2>
        <p className="cta__text">{cta.text}</p>
        <ActionLinks actions={cta.actions} />
      </div>
    </section>
  );
}
