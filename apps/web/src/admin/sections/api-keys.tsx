import { Button } from 'react-aria-components';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { Spinner } from '../../ui/spinner.tsx';
import './accounts.css';

/** Which integrations are configured, what stands in otherwise, and their variables; never a value (staff-admin §2 API Keys). */
export function ApiKeysSection() {
  const integrations = trpc.admin.settings.integrations.useQuery();
  return (
    <section className="card" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title" className="card__title">
        API Keys
      </h2>
      <p className="muted">
        Integrations are configured by environment variables on the server, then restarted. Nothing is editable here, and no value is ever shown.
      </p>
      {integrations.status === 'pending' ? <Spinner label="Loading integrations" /> : null}
      {integrations.status === 'error' ? (
        <div className="data-table__state" role="alert">
          <p>{errorMessage(integrations.error, 'The integrations could not be loaded.')}</p>
          <Button className="button button--secondary button--small" onPress={() => void integrations.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {integrations.status === 'success' ? (
        <ul className="integration-list">
          {integrations.data.integrations.map((integration) => (
            <li key={integration.id} className="integration" aria-labelledby={`integration-${integration.id}`}>
              <div className="integration__head">
                <h3 id={`integration-${integration.id}`} className="integration__name">
                  {integration.name}
                </h3>
                <span className={`badge ${integration.configured ? 'badge--active' : 'badge--unset'}`}>{integration.configured ? 'Configured' : 'Not configured'}</span>
              </div>
              <p className="muted">
                {integration.configured ? (
                  <>In use: {integration.provider}</>
                ) : (
                  <>
                    In use instead: {integration.fallback}. Set the variables below to use {integration.provider}.
                  </>
                )}
              </p>
              <ul className="integration__vars" aria-label={`Variables of ${integration.name}`}>
                {integration.variables.map((variable) => (
                  <li key={variable.name}>
                    <code>{variable.name}</code> — {variable.description}
                    {variable.secret ? ' (secret)' : ''}: <strong>{variable.set ? 'set' : 'not set'}</strong>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
