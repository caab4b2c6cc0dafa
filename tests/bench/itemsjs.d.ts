// Minimal types for the parts of itemsjs the benchmark uses (the package ships none).
declare module 'itemsjs' {
  type ItemsjsResult = {
    pagination: { total: number; page: number; per_page: number };
    data: { items: unknown[]; aggregations: Record<string, unknown> };
  };
  type ItemsjsEngine = {
    search(options: Record<string, unknown>): ItemsjsResult;
    reindex(items: unknown[]): void;
  };
  export default function itemsjs(items: unknown[], config: Record<string, unknown>): ItemsjsEngine;
}
