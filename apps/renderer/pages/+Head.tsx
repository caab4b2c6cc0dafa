// Every page's icon: one platform mark, served from public/ (no /favicon.ico request).
export default function Head() {
  return <link rel="icon" type="image/svg+xml" href="/favicon.svg" />;
}
