import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postFile } from '../../../../lib/restClient';
import { gqlRequest } from '../../../../lib/graphql/client';
import type {
  AdminParcelImportsQuery,
  AdminParcelSourceQuery,
} from '../../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions, useGraphQLMutation } from '../../../../lib/query/graphqlQuery';
import { adminRecordKeys, areaKeys } from '../../../../lib/query/keys';
import {
  ADMIN_PARCEL_IMPORTS,
  ADMIN_PARCEL_SOURCE,
  ADMIN_PARCEL_SOURCES,
  PAUSE_PARCEL_IMPORT,
  RESUME_PARCEL_IMPORT,
  CREATE_PARCEL_SOURCE,
  DELETE_PARCEL_SOURCE,
  PARCEL_AREA_PARENTS,
  PARCEL_AREA_VALUES,
  TRY_PARCEL_SOURCE,
  UPDATE_PARCEL_SOURCE,
} from './parcelSourcesDocuments';

/** A parcel source as its list, view and form show it. */
export type AdminParcelSource = AdminParcelSourceQuery['parcelSource'];

/** The state, county and city ids the area picker has chosen ('' where none). */
export interface AreaChoice {
  state: string;
  county: string;
  city: string;
}

/** A source for its form, with the places its area lies in (a county's state). */
export type ParcelSourceForEdit = AdminParcelSource & { areaChoice: AreaChoice };

/**
 * The back office's parcel source keys: a root of their own, since nothing else shows the
 * sources (the map asks the API for the parcel at an address, and the API forgets the answers
 * cached from a source that changes).
 */
export const parcelSourcesKeys = {
  ...adminRecordKeys(['parcelSources'] as const),
  edit: (id: string) => ['parcelSources', 'admin', 'edit', id] as const,
  imports: (id: string) => ['parcelSources', 'admin', 'imports', id] as const,
};

/** An import of a county file, as the source's page follows it. */
export type AdminParcelImport = AdminParcelImportsQuery['parcelSource']['imports'][number];

/** How often the page looks again while an import is queued or running. */
const IMPORT_POLL_MS = 1500;

/** Whether an import may still move on its own. */
export function importUnderWay(state: string): boolean {
  return state === 'queued' || state === 'running';
}

/** A store source's latest imports, looked at again while one is under way. */
export function useParcelImports(sourceId: string) {
  return useQuery({
    ...graphqlQueryOptions(parcelSourcesKeys.imports(sourceId), ADMIN_PARCEL_IMPORTS, {
      id: sourceId,
    }),
    select: (data) => data.parcelSource.imports,
    refetchInterval: (query) =>
      query.state.data?.parcelSource.imports.some((i) => importUnderWay(i.state))
        ? IMPORT_POLL_MS
        : false,
  });
}

/** The answer of `POST /api/parcel-sources/{id}/imports`. */
interface ImportStarted {
  id: string;
  state: string;
}

/** Uploads a county file and queues its import into the source. */
export function useStartParcelImport(sourceId: string) {
  const queryClient = useQueryClient();
  return useMutation<ImportStarted, Error, File>({
    mutationFn: (file) =>
      postFile<ImportStarted>(
        `/api/parcel-sources/${encodeURIComponent(sourceId)}/imports?fileName=${encodeURIComponent(file.name)}`,
        file,
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: parcelSourcesKeys.imports(sourceId) }),
  });
}

/** Pauses or resumes one of the source's imports. */
export function useImportControl(sourceId: string) {
  const invalidates = [parcelSourcesKeys.imports(sourceId)];
  return {
    pause: useGraphQLMutation(PAUSE_PARCEL_IMPORT, { invalidates }),
    resume: useGraphQLMutation(RESUME_PARCEL_IMPORT, { invalidates }),
  };
}

/** Every source, the most specific areas first. */
export function useParcelSources() {
  return useQuery(graphqlQueryOptions(parcelSourcesKeys.list(), ADMIN_PARCEL_SOURCES, {}));
}

/** One source for its screen; NOT_FOUND when there is none. */
export function useParcelSource(id: string) {
  return useQuery({
    ...graphqlQueryOptions(parcelSourcesKeys.detail(id), ADMIN_PARCEL_SOURCE, { id }),
    select: (data) => data.parcelSource,
  });
}

/** The source for its form, with its area's state and county found. */
export function useParcelSourceForEdit(id: string) {
  return useQuery({
    queryKey: parcelSourcesKeys.edit(id),
    queryFn: ({ signal }) => loadForEdit(id, signal),
    // The form is filled once: a refetch would not change what the admin is typing.
    refetchOnWindowFocus: false,
  });
}

async function loadForEdit(id: string, signal: AbortSignal): Promise<ParcelSourceForEdit> {
  const { parcelSource } = await gqlRequest(ADMIN_PARCEL_SOURCE, { id }, signal);
  const { area, areaLevel } = parcelSource;
  const none: AreaChoice = { state: '', county: '', city: '' };
  if (!area) return { ...parcelSource, areaChoice: none };
  if (areaLevel === 'state') return { ...parcelSource, areaChoice: { ...none, state: area.id } };
  if (areaLevel === 'county') {
    const choice = { ...none, state: area.parentId ?? '', county: area.id };
    return { ...parcelSource, areaChoice: choice };
  }
  // A city lies in its county, which lies in its state.
  const county = area.parentId ?? '';
  const parents = county
    ? (await gqlRequest(PARCEL_AREA_PARENTS, { ids: [county] }, signal)).directoriesValuesByIds
    : [];
  const state = parents[0]?.parentId ?? '';
  return { ...parcelSource, areaChoice: { state, county, city: area.id } };
}

/** The directories the area picker reads, by level. */
export const AREA_DIRECTORY_SLUGS = {
  state: 'us-states',
  county: 'us-counties',
  city: 'us-cities',
} as const;

export type AreaLevel = keyof typeof AREA_DIRECTORY_SLUGS;

/**
 * The places of one level of the area picker: every state, or the counties of `parentId` (a
 * state), or its cities (a county); nothing is asked until the level has a parent. Under
 * `directories`, so a place the back office renames is asked again.
 */
export function useAreaValues(level: AreaLevel, parentId: string | null) {
  const variables = {
    slug: AREA_DIRECTORY_SLUGS[level],
    ...(parentId === null ? {} : { parentId }),
  };
  return useQuery({
    ...graphqlQueryOptions([...areaKeys.directories, 'parcelAreas'], PARCEL_AREA_VALUES, variables),
    enabled: parentId !== '',
    select: (data) => data.directory?.values.items ?? [],
  });
}

const SOURCE_CHANGES = [parcelSourcesKeys.all];

export function useCreateParcelSource() {
  return useGraphQLMutation(CREATE_PARCEL_SOURCE, { invalidates: SOURCE_CHANGES });
}

export function useUpdateParcelSource() {
  return useGraphQLMutation(UPDATE_PARCEL_SOURCE, { invalidates: SOURCE_CHANGES });
}

export function useDeleteParcelSource() {
  return useGraphQLMutation(DELETE_PARCEL_SOURCE, { invalidates: SOURCE_CHANGES });
}

/** Asks a saved source for the parcel at a point now (the cache is bypassed; nothing changes). */
export function useTryParcelSource() {
  return useGraphQLMutation(TRY_PARCEL_SOURCE);
}
