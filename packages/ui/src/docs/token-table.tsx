import { themeTokens } from '../theme/theme';

/** Live swatches of every contract token under the template chosen in the toolbar. */
export function TokenTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left' }}>Group</th>
          <th style={{ textAlign: 'left' }}>Token</th>
          <th style={{ textAlign: 'left' }}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(themeTokens).flatMap(([group, names]) =>
          names.map((name) => (
            <tr key={name} style={{ borderTop: '1px solid var(--border)' }}>
              <td>{group}</td>
              <td>
                <code>--{name}</code>
              </td>
              <td>
                <Sample group={group} name={name} />
              </td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

function Sample({ group, name }: { group: string; name: string }) {
  const value = `var(--${name})`;
  switch (group) {
    case 'colour':
      return (
        <span
          style={{
            display: 'inline-block',
            width: 48,
            height: 24,
            background: value,
            border: '1px solid var(--border)',
            borderRadius: 4,
          }}
        />
      );
    case 'font':
      return <span style={{ fontFamily: value, fontSize: 18 }}>Find cars for your budget</span>;
    case 'shadow':
      return (
        <span
          style={{
            display: 'inline-block',
            width: 64,
            height: 32,
            background: 'var(--surface)',
            boxShadow: value,
            borderRadius: 'var(--radius)',
          }}
        />
      );
    case 'shape':
      return (
        <span
          style={{
            display: 'inline-block',
            width: 64,
            height: 32,
            border: '2px solid var(--primary)',
            borderRadius: value,
          }}
        />
      );
    case 'spacing':
      return (
        <span
          style={{
            display: 'inline-block',
            width: `calc(${value} * 8)`,
            height: 8,
            background: 'var(--accent)',
          }}
        />
      );
    default:
      return <code>{value}</code>;
  }
}
