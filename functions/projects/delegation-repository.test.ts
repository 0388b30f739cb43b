import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand, QueryCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ProjectItem } from '../lib/access/access';
import { claimInvitations } from '../lib/access/invitations';
import { mockedDynamo } from '../../test/helpers/mocked-api';
import { DelegationChanged, listDelegations, putDelegation, removeDelegation, type DelegationItem } from './delegation-repository';

const dynamo = mockedDynamo();
const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';
const C = '01J000000000000000000000C1';
const OLD = '01J000000000000000000000C0';
const NOW = new Date('2026-11-28T10:00:00.000Z');
const project = {
  projectId: P,
  ownerId: '01J000000000000000000000W1',
  name: 'Salon',
  languages: ['fr'],
  type: 'conference',
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
} as ProjectItem;
const previous = (extra: Partial<DelegationItem> = {}): DelegationItem => ({
  projectId: P,
  emailLower: 'ann@example.com',
  email: 'Ann@example.com',
  level: 'read',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
  ...extra,
});
const ANN = {
  customerId: C,
  email: 'ann@example.com',
  emailLower: 'ann@example.com',
  firstname: 'Ann',
  lastname: 'Lee',
  company: '',
  phone: '',
  lang: 'fr',
  passwordHash: 'x',
  status: 'active',
  createdAt: 'x',
  updatedAt: 'x',
  version: 2,
};
const items = () => dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;

describe('delegation repository', () => {
  it('writes an account holder’s delegation with its Grant item, in one transaction with the project still active', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const wanted = { email: 'Ann@example.com', emailLower: 'ann@example.com', level: 'write', customerId: C } as const;
    await putDelegation(project, wanted, undefined, NOW);
    const [check, delegation, grant] = items();
    expect(items()).toHaveLength(3);
    expect(check!.ConditionCheck!.Key).toEqual({ PK: `PROJECT#${P}`, SK: 'META' });
    expect(Object.values(check!.ConditionCheck!.ExpressionAttributeValues!)).toContain('active');
    expect(delegation!.Put!.Item).toMatchObject({
      PK: `PROJECT#${P}`,
      SK: 'DELEGATE#ann@example.com#PROJECT',
      _et: 'Delegation',
      email: 'Ann@example.com',
      level: 'write',
      customerId: C,
      createdAt: NOW.toISOString(),
    });
    expect(delegation!.Put!.Item).not.toHaveProperty('GSI1PK');
    // A new delegation: the put is conditional on nothing being there.
    expect(delegation!.Put!.ConditionExpression).toMatch(/attribute_not_exists/);
    expect(grant!.Put!.Item).toMatchObject({
      PK: `PROJECT#${P}`,
      SK: `GRANT#${C}#PROJECT`,
      _et: 'Grant',
      level: 'write',
      projectName: 'Salon',
      projectLanguages: ['fr'],
      projectType: 'conference',
      GSI1PK: `CUSTOMER#${C}`,
      GSI1SK: `PROJECT#${P}#GRANT#PROJECT`,
    });
  });

  it('writes a pending delegation (an invitation) on GSI1 under the address, without a Grant; a level change keeps createdAt', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const before = previous({ applicationId: A, GSI1PK: 'INVITE#ann@example.com' });
    await putDelegation(project, { email: 'Ann@example.com', emailLower: 'ann@example.com', level: 'full', applicationId: A }, before, NOW);
    expect(items()).toHaveLength(2);
    const put = items()[1]!.Put!;
    expect(put.Item).toMatchObject({
      SK: `DELEGATE#ann@example.com#APP#${A}`,
      applicationId: A,
      level: 'full',
      createdAt: before.createdAt,
      updatedAt: NOW.toISOString(),
      GSI1PK: 'INVITE#ann@example.com',
      GSI1SK: `PROJECT#${P}#APP#${A}`,
    });
    expect(put.Item).not.toHaveProperty('customerId');
    // Conditional on the delegation being as read.
    expect(Object.values(put.ExpressionAttributeValues!)).toContain(before.updatedAt);
  });

  it('moves the Grant when another account now holds the address', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const delegation = { email: 'ann@example.com', emailLower: 'ann@example.com', level: 'read', customerId: C } as const;
    await putDelegation(project, delegation, previous({ customerId: OLD }), NOW);
    expect(items()).toHaveLength(4);
    expect(items()[3]!.Delete!.Key).toEqual({ PK: `PROJECT#${P}`, SK: `GRANT#${OLD}#PROJECT` });
  });

  it('removes a delegation and its Grant together; a failed condition is DelegationChanged', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await removeDelegation(previous({ customerId: C, applicationId: A }));
    expect(items().map((item) => item.Delete!.Key)).toEqual([
      { PK: `PROJECT#${P}`, SK: `DELEGATE#ann@example.com#APP#${A}` },
      { PK: `PROJECT#${P}`, SK: `GRANT#${C}#APP#${A}` },
    ]);
    dynamo.reset();
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    await expect(removeDelegation(previous())).rejects.toBeInstanceOf(DelegationChanged);
  });
});

describe('listDelegations', () => {
  it("reads every page of the owner's list, consistently", async () => {
    const stored = (email: string) => ({
      ...previous({ emailLower: email, email }),
      PK: `PROJECT#${P}`,
      SK: `DELEGATE#${email}#PROJECT`,
      _et: 'Delegation',
    });
    dynamo
      .on(QueryCommand)
      .callsFakeOnce(() => ({
        Items: [stored('ann@example.com')],
        LastEvaluatedKey: { PK: `PROJECT#${P}`, SK: 'DELEGATE#ann@example.com#PROJECT' },
      }))
      .callsFakeOnce(() => ({ Items: [stored('bob@example.com')] }));
    expect((await listDelegations(P)).map((delegation) => delegation.emailLower)).toEqual(['ann@example.com', 'bob@example.com']);
    const pages = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(pages.map((page) => page.ConsistentRead)).toEqual([true, true]);
    expect(pages[1]!.ExclusiveStartKey).toEqual({ PK: `PROJECT#${P}`, SK: 'DELEGATE#ann@example.com#PROJECT' });
  });
});

describe('claimInvitations', () => {
  it('turns each pending delegation of the address into a Grant, on condition that it is still pending at that level', async () => {
    dynamo
      .on(GetCommand)
      .callsFake((input: { Key: { PK: string; SK: string } }) =>
        input.Key.PK === `CUSTOMER#${C}`
          ? { Item: { PK: input.Key.PK, SK: input.Key.SK, _et: 'Customer', ...ANN } }
          : { Item: { PK: input.Key.PK, SK: 'META', _et: 'Project', ...project } },
      );
    dynamo.on(QueryCommand).resolves({
      Items: [
        {
          ...previous({ applicationId: A, level: 'write' }),
          PK: `PROJECT#${P}`,
          SK: `DELEGATE#ann@example.com#APP#${A}`,
          _et: 'Delegation',
          GSI1PK: 'INVITE#ann@example.com',
          GSI1SK: `PROJECT#${P}#APP#${A}`,
        },
      ],
    });
    dynamo.on(TransactWriteCommand).resolves({});
    expect(await claimInvitations(C)).toBe(1);
    const query = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query.IndexName).toBe('GSI1');
    expect(Object.values(query.ExpressionAttributeValues!)).toContain('INVITE#ann@example.com');
    const [update, grant] = items();
    expect(update!.Update!.Key).toEqual({ PK: `PROJECT#${P}`, SK: `DELEGATE#ann@example.com#APP#${A}` });
    expect(update!.Update!.UpdateExpression).toMatch(/REMOVE/);
    expect(Object.values(update!.Update!.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([C, 'write']));
    expect(grant!.Put!.Item).toMatchObject({ SK: `GRANT#${C}#APP#${A}`, level: 'write', GSI1PK: `CUSTOMER#${C}` });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('claims nothing for an account that is not active, and never throws', async () => {
    dynamo.on(GetCommand).resolves({});
    expect(await claimInvitations(C)).toBe(0);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
    dynamo.reset();
    dynamo.on(GetCommand).rejects(new Error('outage'));
    expect(await claimInvitations(C)).toBe(0);
  });
});
