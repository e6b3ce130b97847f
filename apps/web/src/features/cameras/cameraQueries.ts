import {
  type CameraConfigAddBody,
  type CameraEditBody,
  cameraApi,
  cameraAreaApi,
  cameraConfigApi,
  cameraLocationApi,
  cameraSecretApi,
  streamApi,
  wearableLiveApi,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';
import { queryClient } from '../../api/queryClient';

/**
 * One key prefix for every camera query of the console (configurations, cameras, places, the live
 * view): a save invalidates the prefix and whatever is on screen refreshes. The camera log has its
 * own ('hkLog'), fed by the events stream.
 */
export const cameraKeys = {
  all: ['cameras'] as const,
  configs: () => [...cameraKeys.all, 'configs'] as const,
  cameraPages: () => [...cameraKeys.all, 'cameraPage'] as const,
  /** The live view's list: its cameras are the hkConfig header's configuration's, so it is in the key. */
  live: (configId: string) => [...cameraKeys.all, 'live', configId] as const,
  secret: () => [...cameraKeys.all, 'secret'] as const,
  areaOptions: () => [...cameraKeys.all, 'areaOptions'] as const,
  locationOptions: () => [...cameraKeys.all, 'locationOptions'] as const,
  wearableOptions: () => [...cameraKeys.all, 'wearableOptions'] as const,
  /** The watches' live page: the cameras worn on watches and helmets. */
  wearableLive: (keyword: string) => [...cameraKeys.all, 'wearableLive', keyword] as const,
};

/** The resource pages' own query keys (ResourcePage keys a list by its page path). */
export const placePageKeys = {
  areas: [cameraAreaApi.page.path],
  locations: [cameraLocationApi.page.path],
};

/** How many places a select offers: the server's largest page. */
const OPTIONS_PAGE_SIZE = 100;

export const cameraConfigsOptions = () =>
  queryOptions({
    queryKey: cameraKeys.configs(),
    queryFn: ({ signal }) => callEndpoint(cameraConfigApi.list, { signal }),
  });

export const areaOptionsQuery = () =>
  queryOptions({
    queryKey: cameraKeys.areaOptions(),
    queryFn: ({ signal }) =>
      callEndpoint(cameraAreaApi.page, { query: { pageNo: 1, pageSize: OPTIONS_PAGE_SIZE }, signal }),
    select: (page) => page.rows.map((row) => ({ value: row.id, label: row.name })),
  });

export const locationOptionsQuery = () =>
  queryOptions({
    queryKey: cameraKeys.locationOptions(),
    queryFn: ({ signal }) =>
      callEndpoint(cameraLocationApi.page, { query: { pageNo: 1, pageSize: OPTIONS_PAGE_SIZE }, signal }),
    select: (page) => page.rows.map((row) => ({ value: row.id, label: row.name, areaId: row.areaId })),
  });

/** The watches and helmets a camera can be worn on, labelled with their IMEI. */
export const wearableOptionsQuery = () =>
  queryOptions({
    queryKey: cameraKeys.wearableOptions(),
    queryFn: ({ signal }) => callEndpoint(cameraApi.wearables, { signal }),
    select: (rows) =>
      rows.map((row) => ({ value: row.id, label: `${row.name} (${row.imei})`, cameraId: row.cameraId })),
  });

export const wearableLiveOptions = (keyword: string) =>
  queryOptions({
    queryKey: cameraKeys.wearableLive(keyword),
    queryFn: ({ signal }) =>
      callEndpoint(wearableLiveApi.list, { query: keyword ? { keyword } : {}, signal }),
  });

export const liveListOptions = (configId: string) =>
  queryOptions({
    queryKey: cameraKeys.live(configId),
    queryFn: ({ signal }) => callEndpoint(cameraApi.list, { signal }),
  });

export const secretStatusOptions = () =>
  queryOptions({
    queryKey: cameraKeys.secret(),
    queryFn: ({ signal }) => callEndpoint(cameraSecretApi.status, { signal }),
  });

const refreshCameras = () => queryClient.invalidateQueries({ queryKey: cameraKeys.all });

export async function saveCameraConfig(body: CameraConfigAddBody, id: string | undefined): Promise<void> {
  if (id) await callEndpoint(cameraConfigApi.edit, { body: { ...body, id } });
  else await callEndpoint(cameraConfigApi.add, { body });
  await refreshCameras();
}

export async function deleteCameraConfig(id: string): Promise<void> {
  await callEndpoint(cameraConfigApi.del, { query: { id } });
  await refreshCameras();
}

export async function saveCamera(body: CameraEditBody): Promise<void> {
  await callEndpoint(cameraApi.edit, { body });
  await refreshCameras();
}

export async function rotateCameraSecret(): Promise<string> {
  const { secret } = await callEndpoint(cameraSecretApi.rotate);
  await queryClient.invalidateQueries({ queryKey: cameraKeys.secret() });
  return secret;
}

/** Stops a camera's stream for every viewer (the server also stops it alone when nobody watches). */
export async function stopCameraStream(id: string): Promise<void> {
  await callEndpoint(streamApi.stop, { query: { id } });
}
