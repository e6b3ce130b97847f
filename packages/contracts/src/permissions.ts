/**
 * Permission codes `<entity>:<action>`, named after the spec's resources. One list: server routes
 * declare them, web buttons check them. Grows with each feature.
 */
export const permissions = {
  // System administration: menus (GET /sysMenu/list, /tree, /treeForGrant; POST /sysMenu/add, /edit, /delete).
  sysMenu: {
    list: 'sysMenu:list',
    tree: 'sysMenu:tree',
    add: 'sysMenu:add',
    edit: 'sysMenu:edit',
    delete: 'sysMenu:delete',
    treeForGrant: 'sysMenu:treeForGrant',
  },
  // Site safety: the ten permit types (spec §1); a record opens on the fixed /<entity>Details route.
  // `siteLink` re-issues or revokes a permit's QR code link (the site page anyone on site may open).
  permitToWork: {
    page: 'permitToWork:page',
    add: 'permitToWork:add',
    edit: 'permitToWork:edit',
    delete: 'permitToWork:delete',
    detail: 'permitToWork:detail',
    approve: 'permitToWork:approve',
    overrideStopWork: 'permitToWork:overrideStopWork',
    siteLink: 'permitToWork:siteLink',
    export: 'permitToWork:export',
  },
  permitToLift: {
    page: 'permitToLift:page',
    add: 'permitToLift:add',
    edit: 'permitToLift:edit',
    delete: 'permitToLift:delete',
    detail: 'permitToLift:detail',
    approve: 'permitToLift:approve',
    overrideStopWork: 'permitToLift:overrideStopWork',
    siteLink: 'permitToLift:siteLink',
    export: 'permitToLift:export',
  },
  permitToDigBlank: {
    page: 'permitToDigBlank:page',
    add: 'permitToDigBlank:add',
    edit: 'permitToDigBlank:edit',
    delete: 'permitToDigBlank:delete',
    detail: 'permitToDigBlank:detail',
    approve: 'permitToDigBlank:approve',
    overrideStopWork: 'permitToDigBlank:overrideStopWork',
    siteLink: 'permitToDigBlank:siteLink',
    export: 'permitToDigBlank:export',
  },
  hotWorkPermit: {
    page: 'hotWorkPermit:page',
    add: 'hotWorkPermit:add',
    edit: 'hotWorkPermit:edit',
    delete: 'hotWorkPermit:delete',
    detail: 'hotWorkPermit:detail',
    approve: 'hotWorkPermit:approve',
    overrideStopWork: 'hotWorkPermit:overrideStopWork',
    siteLink: 'hotWorkPermit:siteLink',
    export: 'hotWorkPermit:export',
  },
  hotProcessPermit: {
    page: 'hotProcessPermit:page',
    add: 'hotProcessPermit:add',
    edit: 'hotProcessPermit:edit',
    delete: 'hotProcessPermit:delete',
    detail: 'hotProcessPermit:detail',
    approve: 'hotProcessPermit:approve',
    overrideStopWork: 'hotProcessPermit:overrideStopWork',
    siteLink: 'hotProcessPermit:siteLink',
    export: 'hotProcessPermit:export',
  },
  confinedSpace: {
    page: 'confinedSpace:page',
    add: 'confinedSpace:add',
    edit: 'confinedSpace:edit',
    delete: 'confinedSpace:delete',
    detail: 'confinedSpace:detail',
    approve: 'confinedSpace:approve',
    overrideStopWork: 'confinedSpace:overrideStopWork',
    siteLink: 'confinedSpace:siteLink',
    export: 'confinedSpace:export',
  },
  switchRoom: {
    page: 'switchRoom:page',
    add: 'switchRoom:add',
    edit: 'switchRoom:edit',
    delete: 'switchRoom:delete',
    detail: 'switchRoom:detail',
    approve: 'switchRoom:approve',
    overrideStopWork: 'switchRoom:overrideStopWork',
    siteLink: 'switchRoom:siteLink',
    export: 'switchRoom:export',
  },
  electricalSystem: {
    page: 'electricalSystem:page',
    add: 'electricalSystem:add',
    edit: 'electricalSystem:edit',
    delete: 'electricalSystem:delete',
    detail: 'electricalSystem:detail',
    approve: 'electricalSystem:approve',
    overrideStopWork: 'electricalSystem:overrideStopWork',
    siteLink: 'electricalSystem:siteLink',
    export: 'electricalSystem:export',
  },
  hilti: {
    page: 'hilti:page',
    add: 'hilti:add',
    edit: 'hilti:edit',
    delete: 'hilti:delete',
    detail: 'hilti:detail',
    approve: 'hilti:approve',
    overrideStopWork: 'hilti:overrideStopWork',
    siteLink: 'hilti:siteLink',
    export: 'hilti:export',
  },
  checkList: {
    page: 'checkList:page',
    add: 'checkList:add',
    edit: 'checkList:edit',
    delete: 'checkList:delete',
    detail: 'checkList:detail',
    approve: 'checkList:approve',
    overrideStopWork: 'checkList:overrideStopWork',
    siteLink: 'checkList:siteLink',
    export: 'checkList:export',
  },
  // Site safety: cameras (configuration, live video, logs, areas, locations) and weather.
  hkCameraConfig: {
    list: 'hkCameraConfig:list',
    add: 'hkCameraConfig:add',
    edit: 'hkCameraConfig:edit',
    delete: 'hkCameraConfig:delete',
  },
  cameraLive: {
    view: 'cameraLive:view',
  },
  hkLog: {
    page: 'hkLog:page',
    add: 'hkLog:add',
    delete: 'hkLog:delete',
    export: 'hkLog:export',
  },
  cameraArea: {
    page: 'cameraArea:page',
    add: 'cameraArea:add',
    edit: 'cameraArea:edit',
    delete: 'cameraArea:delete',
  },
  cameraLocation: {
    page: 'cameraLocation:page',
    add: 'cameraLocation:add',
    edit: 'cameraLocation:edit',
    delete: 'cameraLocation:delete',
  },
  // The server's test clock (SITEGUARD_TEST_CLOCK=on only, never in production): tests move site time.
  testClock: {
    move: 'testClock:move',
  },
  weather: {
    current: 'weather:current',
    replay: 'weather:replay',
    rules: 'weather:rules',
  },
  // Site safety: site devices (gas sensors, locks, watches, helmets, workers, RFID, CCTV).
  gasSensor: {
    page: 'gasSensor:page',
    add: 'gasSensor:add',
    edit: 'gasSensor:edit',
    delete: 'gasSensor:delete',
    export: 'gasSensor:export',
  },
  gasAlert: {
    page: 'gasAlert:page',
    delete: 'gasAlert:delete',
    export: 'gasAlert:export',
    handle: 'gasAlert:handle',
  },
  gasStatistics: {
    page: 'gasStatistics:page',
    export: 'gasStatistics:export',
  },
  smartLock: {
    page: 'smartLock:page',
    add: 'smartLock:add',
    edit: 'smartLock:edit',
    delete: 'smartLock:delete',
    unlock: 'smartLock:unlock',
  },
  fourGLock: {
    page: 'fourGLock:page',
    add: 'fourGLock:add',
    edit: 'fourGLock:edit',
    delete: 'fourGLock:delete',
    unlock: 'fourGLock:unlock',
  },
  swAlert: {
    page: 'swAlert:page',
    detail: 'swAlert:detail',
    markViewed: 'swAlert:markViewed',
    export: 'swAlert:export',
    /** Acknowledge, resolve, mark a false alarm. */
    handle: 'swAlert:handle',
    /** Alert thresholds per site. */
    thresholds: 'swAlert:thresholds',
  },
  swUsage: {
    page: 'swUsage:page',
    export: 'swUsage:export',
  },
  swLive: {
    view: 'swLive:view',
  },
  swWatch: {
    page: 'swWatch:page',
    add: 'swWatch:add',
    edit: 'swWatch:edit',
    delete: 'swWatch:delete',
    export: 'swWatch:export',
    refreshConfig: 'swWatch:refreshConfig',
    command: 'swWatch:command',
    switchVersion: 'swWatch:switchVersion',
    syncSos: 'swWatch:syncSos',
    /** Issue or revoke a device's MQTT secret. */
    credentials: 'swWatch:credentials',
  },
  swWearer: {
    page: 'swWearer:page',
    add: 'swWearer:add',
    edit: 'swWearer:edit',
    delete: 'swWearer:delete',
  },
  swStatistics: {
    page: 'swStatistics:page',
    export: 'swStatistics:export',
  },
  smartHelmet: {
    page: 'smartHelmet:page',
    add: 'smartHelmet:add',
    edit: 'smartHelmet:edit',
    delete: 'smartHelmet:delete',
  },
  workerAttendance: {
    page: 'workerAttendance:page',
    export: 'workerAttendance:export',
  },
  workerMonitor: {
    page: 'workerMonitor:page',
  },
  rfid: {
    page: 'rfid:page',
    add: 'rfid:add',
    edit: 'rfid:edit',
    delete: 'rfid:delete',
  },
  cctvAlert: {
    page: 'cctvAlert:page',
    detail: 'cctvAlert:detail',
    delete: 'cctvAlert:delete',
    export: 'cctvAlert:export',
    /** Acknowledge, resolve, mark a false alarm (as swAlert:handle for device alerts). */
    handle: 'cctvAlert:handle',
  },
  cctvStatistics: {
    page: 'cctvStatistics:page',
    export: 'cctvStatistics:export',
  },
  // Site safety: the dashboard's live figures and tag cloud, and the month bars (spec §7 /analysis/month-bar).
  dashboard: {
    view: 'dashboard:view',
  },
  analysis: {
    monthBar: 'analysis:monthBar',
  },
  // Workflow: models, forms (designer), tasks, instances, drafts.
  flowableModel: {
    page: 'flowableModel:page',
    detail: 'flowableModel:detail',
    add: 'flowableModel:add',
    edit: 'flowableModel:edit',
    delete: 'flowableModel:delete',
    deploy: 'flowableModel:deploy',
  },
  flowableForm: {
    page: 'flowableForm:page',
    detail: 'flowableForm:detail',
    add: 'flowableForm:add',
    edit: 'flowableForm:edit',
    delete: 'flowableForm:delete',
    design: 'flowableForm:design',
  },
  flowableTask: {
    todoPage: 'flowableTask:todoPage',
    donePage: 'flowableTask:donePage',
    detail: 'flowableTask:detail',
    complete: 'flowableTask:complete',
    reject: 'flowableTask:reject',
    delegate: 'flowableTask:delegate',
    transfer: 'flowableTask:transfer',
    comment: 'flowableTask:comment',
  },
  flowableInstance: {
    page: 'flowableInstance:page',
    detail: 'flowableInstance:detail',
    trace: 'flowableInstance:trace',
    suspend: 'flowableInstance:suspend',
    activate: 'flowableInstance:activate',
    end: 'flowableInstance:end',
    delete: 'flowableInstance:delete',
    start: 'flowableInstance:start',
    withdraw: 'flowableInstance:withdraw',
    signal: 'flowableInstance:signal',
  },
  flowableDraft: {
    page: 'flowableDraft:page',
    edit: 'flowableDraft:edit',
    delete: 'flowableDraft:delete',
    submit: 'flowableDraft:submit',
  },
  // System administration: the other lists.
  sysUser: {
    page: 'sysUser:page',
    detail: 'sysUser:detail',
    add: 'sysUser:add',
    edit: 'sysUser:edit',
    delete: 'sysUser:delete',
    changeStatus: 'sysUser:changeStatus',
    resetPwd: 'sysUser:resetPwd',
    grantRole: 'sysUser:grantRole',
    grantData: 'sysUser:grantData',
    export: 'sysUser:export',
    import: 'sysUser:import',
  },
  sysRole: {
    page: 'sysRole:page',
    detail: 'sysRole:detail',
    add: 'sysRole:add',
    edit: 'sysRole:edit',
    delete: 'sysRole:delete',
    grantMenu: 'sysRole:grantMenu',
    grantData: 'sysRole:grantData',
  },
  sysApp: {
    page: 'sysApp:page',
    add: 'sysApp:add',
    edit: 'sysApp:edit',
    delete: 'sysApp:delete',
    setAsDefault: 'sysApp:setAsDefault',
  },
  sysOrg: {
    tree: 'sysOrg:tree',
    page: 'sysOrg:page',
    add: 'sysOrg:add',
    edit: 'sysOrg:edit',
    delete: 'sysOrg:delete',
  },
  sysPos: {
    page: 'sysPos:page',
    add: 'sysPos:add',
    edit: 'sysPos:edit',
    delete: 'sysPos:delete',
  },
  sysDictType: {
    page: 'sysDictType:page',
    dropDown: 'sysDictType:dropDown',
    tree: 'sysDictType:tree',
    add: 'sysDictType:add',
    edit: 'sysDictType:edit',
    delete: 'sysDictType:delete',
  },
  sysDictData: {
    page: 'sysDictData:page',
    add: 'sysDictData:add',
    edit: 'sysDictData:edit',
    delete: 'sysDictData:delete',
  },
  sysFileInfo: {
    page: 'sysFileInfo:page',
    upload: 'sysFileInfo:upload',
    download: 'sysFileInfo:download',
    preview: 'sysFileInfo:preview',
    delete: 'sysFileInfo:delete',
  },
  sysVisLog: {
    page: 'sysVisLog:page',
    detail: 'sysVisLog:detail',
    delete: 'sysVisLog:delete',
    export: 'sysVisLog:export',
  },
  sysOpLog: {
    page: 'sysOpLog:page',
    detail: 'sysOpLog:detail',
    delete: 'sysOpLog:delete',
    export: 'sysOpLog:export',
  },
  sysTenant: {
    page: 'sysTenant:page',
    add: 'sysTenant:add',
    edit: 'sysTenant:edit',
    delete: 'sysTenant:delete',
  },
  sysNotice: {
    page: 'sysNotice:page',
    add: 'sysNotice:add',
    edit: 'sysNotice:edit',
    delete: 'sysNotice:delete',
    publish: 'sysNotice:publish',
    withdraw: 'sysNotice:withdraw',
  },
  sysTimers: {
    page: 'sysTimers:page',
    add: 'sysTimers:add',
    edit: 'sysTimers:edit',
    delete: 'sysTimers:delete',
    start: 'sysTimers:start',
    stop: 'sysTimers:stop',
    run: 'sysTimers:run',
  },
  sysOnlineUser: {
    list: 'sysOnlineUser:list',
    forceLogout: 'sysOnlineUser:forceLogout',
  },
  // Site safety: the plant register (construction vehicles, lifting appliances) and their QR codes.
  plantVehicle: {
    page: 'plantVehicle:page',
    add: 'plantVehicle:add',
    edit: 'plantVehicle:edit',
    delete: 'plantVehicle:delete',
    export: 'plantVehicle:export',
    /** Show, print or re-issue the QR code of the public page. */
    qrcode: 'plantVehicle:qrcode',
  },
  plantLifting: {
    page: 'plantLifting:page',
    add: 'plantLifting:add',
    edit: 'plantLifting:edit',
    delete: 'plantLifting:delete',
    export: 'plantLifting:export',
    qrcode: 'plantLifting:qrcode',
  },
  // Heat stress: the HKHI rest table per trade; the override is for site managers (decision 0015).
  heatStress: {
    view: 'heatStress:view',
    override: 'heatStress:override',
  },
  // Duty rosters and escalation chains (issue #33): who is told of an alert, and when.
  dutyRoster: {
    page: 'dutyRoster:page',
    edit: 'dutyRoster:edit',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionCode = Leaves<typeof permissions>;

export const ALL_PERMISSION_CODES: readonly PermissionCode[] = Object.values(permissions).flatMap(
  (actions) => Object.values(actions) as PermissionCode[],
);

/**
 * Powers over the whole installation rather than one tenant (decision 0023): managing tenants and
 * the sign-in switches, replaying the process-wide weather (it issues warnings to every tenant), a
 * shell on a device. Only the platform tenant's super admin holds them; a tenant's own super admin
 * holds every other code inside the tenant, and none of these. Routes carrying one are declared
 * `platformTenant` (contracts.test.ts keeps the two in step).
 */
export const PLATFORM_PERMISSIONS: ReadonlySet<PermissionCode> = new Set<PermissionCode>([
  permissions.sysTenant.page,
  permissions.sysTenant.add,
  permissions.sysTenant.edit,
  permissions.sysTenant.delete,
  permissions.weather.replay,
  permissions.swWatch.command,
  permissions.testClock.move,
]);

export function isPlatformPermission(code: string): boolean {
  return PLATFORM_PERMISSIONS.has(code as PermissionCode);
}

/**
 * The user facts a permission check needs; admintype '1' is the super admin (spec §6) of the user's
 * tenant, `platformAdmin` the super admin of the platform tenant.
 */
export interface PermissionSubject {
  admintype: string | number;
  buttons: readonly string[] | ReadonlySet<string>;
  platformAdmin?: boolean | undefined;
}

/** Fails closed: no subject, no permission; a platform power only for the platform's super admin. */
export function hasPermission(subject: PermissionSubject | null | undefined, code: PermissionCode): boolean {
  if (!subject) return false;
  if (isPlatformPermission(code)) return subject.platformAdmin === true;
  if (String(subject.admintype) === '1') return true;
  return 'has' in subject.buttons ? subject.buttons.has(code) : subject.buttons.includes(code);
}
