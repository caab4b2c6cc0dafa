import { ModelCard } from '@forecourt/ui';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';
import './models.css';

/** SPEC §2 Models: the range by body category, each model to its page. */
export default function Page() {
  const { groups, breadcrumbs } = useData<Data>();
  return (
    <PageShell
      title="Models"
      breadcrumbs={breadcrumbs}
      lead={
        groups.length > 0
          ? 'Explore the new-car range: open a model to see it, the ones we have in stock and book a test drive.'
          : 'We do not sell new cars here. Browse our stock or talk to our team.'
      }
    >
      {groups.map((group, index) => (
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
      ))}
    </PageShell>
  );
}
