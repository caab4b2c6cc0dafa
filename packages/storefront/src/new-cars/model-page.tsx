// biome-ignore assist/source/organizeImports: the kit's component is imported after the widgets it sits with, so its styles keep their place in the page's stylesheet
import { ModelActions } from './model-actions';
import { Badge } from '@forecourt/ui';
import type { ModelTileView } from './types';
import './model-page.css';

export type ModelPageProps = {
  model: ModelTileView & {
    /** The model's description, sanitised on the server to an allow-list. */
    descriptionHtml: string | null;
    fuel: readonly string[];
    body: readonly string[];
  };
  /** A few of the site's cars of the model, their count, and the search that lists them all. */
  stock: {
    count: number;
    cars: readonly {
      id: string;
      slug: string;
      title: string;
      image: string | null;
      price: string;
      km: string | null;
    }[];
    searchHref: string;
  };
  /** Whether the site books test drives (its switch). */
  testDrive: boolean;
};

/**
 * A model's page body (docs/rules.md#model-range): its picture, status, fuel, body and
 * description, its enquiry and test drive, then the site's cars of the model.
 */
export function ModelPage({ model, stock, testDrive }: ModelPageProps) {
  return (
    <>
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
    </>
  );
}
