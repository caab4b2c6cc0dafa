import { ModelActions } from '@forecourt/storefront/new-cars';
import { Badge } from '@forecourt/ui';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';
import './model.css';

/** SPEC §2 Models: one model, its cars in stock, and its enquiry and test drive. */
export default function Page() {
  const { model, stock, testDrive, breadcrumbs } = useData<Data>();
  return (
    <PageShell title={model.name} breadcrumbs={breadcrumbs}>
      <article className="fc-model" data-slot="model" data-status={model.status || undefined}>
        <div className="fc-model__media">
          {model.image ? (
            <img
              src={model.image.src}
              srcSet={model.image.srcSet}
              sizes="(min-width: 768px) 55vw, 100vw"
              alt=""
              width={960}
              height={540}
              fetchPriority="high"
            />
          ) : null}
        </div>
        <div className="fc-model__body">
          {model.statusLabel ? <Badge tone="accent">{model.statusLabel}</Badge> : null}
          <dl className="fc-model__facts">
            {model.fuel.length > 0 ? (
              <div>
                <dt>Fuel</dt>
                <dd>{model.fuel.join(', ')}</dd>
              </div>
            ) : null}
            {model.body.length > 0 ? (
              <div>
                <dt>Body</dt>
                <dd>{model.body.join(', ')}</dd>
              </div>
            ) : null}
          </dl>
          {model.descriptionHtml ? (
            <div
              className="fc-model__description"
              data-slot="model-description"
              // Sanitised on the server to an allow-list (@forecourt/server's descriptionHtml).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised description HTML
              dangerouslySetInnerHTML={{ __html: model.descriptionHtml }}
            />
          ) : null}
          <div className="fc-model__actions">
            <ModelActions modelName={model.name} testDrive={testDrive} />
          </div>
        </div>
      </article>
      <section className="fc-model-stock" data-slot="model-stock" aria-labelledby="fc-model-stock">
        <h2 id="fc-model-stock">{`${model.name} in stock`}</h2>
        {stock.cars.length > 0 ? (
          <ul className="fc-model-stock__list">
            {stock.cars.map((car) => (
              <li key={car.id}>
                <a href={`/cars/${encodeURIComponent(car.slug)}`}>
                  {car.image ? (
                    <img src={car.image} alt="" width={480} height={270} loading="lazy" />
                  ) : null}
                  <span className="fc-model-stock__title">{car.title}</span>
                  <span className="fc-model-stock__meta">
                    {[car.price, car.km].filter(Boolean).join(' · ')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>We have no {model.name} in stock right now. Enquire and we will find one for you.</p>
        )}
        {stock.count > 0 ? (
          <p>
            <a href={stock.searchHref} data-slot="model-stock-search">
              {`See all ${stock.count} ${model.name} in stock`}
            </a>
          </p>
        ) : null}
      </section>
    </PageShell>
  );
}
