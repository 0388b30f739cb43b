/**
 * The route component of a record's screens (view, edit, history): the element and the record named by the
 * address (checked: a malformed id is the 404 page), the screen remounted for each record and shown once the
 * element's configuration and the record are in the query cache (their loader fetched them).
 */
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { RecordDetail } from '../../../../shared/schemas/records';
import { Loading } from '../../components/projects/loading';
import { recordQuery } from './api/get-record';
import type { ElementRef } from '../../lib/projects/element-queries';
import { elementRefOf } from '../../lib/projects/element-screen';
import { recordIdOf } from './route-helpers';
import { type ElementScreen, useElement } from './use-element';

export interface RecordScreenProps {
  readonly screen: ElementScreen;
  readonly to: ElementRef;
  readonly record: RecordDetail;
  /** Reads the record again (after a refused restore, say). */
  readonly onStale: () => void;
}

export function recordRoute(Screen: ComponentType<RecordScreenProps>) {
  function Loaded({ to, recordId }: { readonly to: ElementRef; readonly recordId: string }) {
    const screen = useElement(to);
    const { data: record, refetch } = useQuery({ ...recordQuery(to, recordId), refetchOnMount: false });
    return screen && record ? <Screen screen={screen} to={to} record={record} onStale={() => void refetch()} /> : <Loading />;
  }
  return function Component() {
    const params = useParams();
    const to = elementRefOf(params);
    const recordId = recordIdOf(params);
    return <Loaded key={`${to.projectId}/${to.ref}/${to.element}/${recordId}`} to={to} recordId={recordId} />;
  };
}
