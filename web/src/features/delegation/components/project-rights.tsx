/** The rights on one project: who holds them (with what was saved, announced), and the form to add a person. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Loading } from '../../../components/projects/loading';
import { FormError } from '../../../components/ui/form-error';
import { errorCodeOf } from '../../../lib/error-messages';
import { projectQuery } from '../../../lib/projects/queries';
import { grantsQuery } from '../api/grants';
import { addedStatus, messages } from '../messages';
import { AddUserForm } from './add-user-form';
import { PeopleTable } from './people-table';

type Notice = { kind: 'saved' } | { kind: 'added'; email: string } | { kind: 'failed' } | null;

export function ProjectRights({ projectId, projectName }: { projectId: string; projectName: string }) {
  const intl = useIntl();
  const project = useQuery(projectQuery(projectId));
  const grants = useQuery(grantsQuery(projectId));
  const [notice, setNotice] = useState<Notice>(null);
  const applications = project.data?.applications ?? [];
  return (
    <>
      <section className="card" aria-labelledby="delegation-users-title">
        <h2 id="delegation-users-title">{intl.formatMessage(messages.usersTitle)}</h2>
        <div className="notice-area" role="status">
          {notice?.kind === 'saved' ? <p className="notice">{intl.formatMessage(messages.saved)}</p> : null}
          {notice?.kind === 'added' ? <p className="notice">{intl.formatMessage(addedStatus, { email: notice.email })}</p> : null}
        </div>
        <FormError code={notice?.kind === 'failed' ? 'DELEGATION_SAVE_FAILED' : null} />
        {grants.isError ? (
          <FormError code={errorCodeOf(grants.error)} />
        ) : !grants.data || !project.data ? (
          <Loading />
        ) : grants.data.grants.length === 0 ? (
          <p>{intl.formatMessage(messages.noUsers)}</p>
        ) : (
          <PeopleTable
            projectId={projectId}
            projectName={projectName}
            applications={applications}
            grants={grants.data.grants}
            onSaved={() => setNotice({ kind: 'saved' })}
            onFailed={() => setNotice({ kind: 'failed' })}
          />
        )}
      </section>
      <section className="card">
        <AddUserForm projectId={projectId} applications={applications} onSaved={(email) => setNotice({ kind: 'added', email })} />
      </section>
    </>
  );
}
