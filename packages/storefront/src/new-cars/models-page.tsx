import { ModelCard } from '@forecourt/ui';
import type { ModelTileView } from './types';
import './models-page.css';

export type ModelsPageProps = {
  /** The range by body category; a model may sit in several groups (docs/rules.md#model-range). */
  groups: readonly { label: string; models: readonly ModelTileView[] }[];
};

/** The /models page's body: the range by body category, each model to its page. */
export function ModelsPage({ groups }: ModelsPageProps) {
  return groups.map((group, index) => (
    <section
      key={group.label}
      className="fc-model-group"
      data-slot="model-group"
      aria-labelledby={`fc-model-group-${index}`}
    >
      <h2 id={`fc-model-group-${index}`}>{group.label}</h2>
      <ul className="fc-model-list">
        {group.models.map((model, place) => (
          <li key={model.id}>
            <ModelCard
              name={model.name}
              href={model.href}
              image={
                model.image
                  ? {
                      ...model.image,
                      sizes: '(min-width: 1024px) 240px, 50vw',
                    }
                  : null
              }
              // The first row on a phone (two across) loads at once; the rest lazily,
              // since React preloads every eager photo ahead of the page's first.
              priority={index === 0 && place < 2}
              status={model.status}
              statusLabel={model.statusLabel}
              facts={model.facts}
            />
          </li>
        ))}
      </ul>
    </section>
  ));
}
