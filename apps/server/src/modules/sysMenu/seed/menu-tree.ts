import {
  PERMIT_TYPE_KEYS,
  PERMIT_TYPES,
  type PermissionCode,
  permissions,
  type Translated,
  translated,
} from '@siteguard/contracts';
import type { AppSeed, MenuSeed } from './types.js';

/**
 * The seeded menu tree: three applications (site safety, workflow, system administration), every area
 * the spec names (console-shell.md §1, §2, §6, §7). Pure data: the order of each list is the menu order.
 * Fixed web routes (/welcome, /account/*, the /<permit>Details and /<permit>Views pages) are not menus.
 */

const t = translated;

/** Button titles by action; a button's title may add a noun ("新增" + "字典類型", "Add" + "dictionary type"). */
const actionTitles = {
  page: t('查詢', '查询', 'Query'),
  list: t('列表', '列表', 'List'),
  tree: t('樹狀查詢', '树形查询', 'Tree'),
  treeForGrant: t('授權樹', '授权树', 'Tree for granting'),
  detail: t('詳情', '详情', 'Details'),
  add: t('新增', '新增', 'Add'),
  edit: t('編輯', '编辑', 'Edit'),
  delete: t('刪除', '删除', 'Delete'),
  approve: t('審批', '审批', 'Approve'),
  export: t('匯出', '导出', 'Export'),
  overrideStopWork: t('停工信號下特許批准', '停工信号下特许批准', 'Approve under a stop-work signal'),
  siteLink: t('重新發出或撤銷現場連結', '重新发出或撤销现场链接', 'Re-issue or revoke the site link'),
  import: t('匯入', '导入', 'Import'),
  unlock: t('遙距開鎖', '远程开锁', 'Remote unlock'),
  markViewed: t('標記為已查看', '标记为已查看', 'Mark as viewed'),
  refreshConfig: t('刷新設定', '刷新配置', 'Refresh config'),
  command: t('執行指令', '执行命令', 'Run command'),
  switchVersion: t('切換版本', '切换版本', 'Switch version'),
  syncSos: t('同步 SOS 號碼', '同步 SOS 号码', 'Sync SOS numbers'),
  handle: t('處理警報', '处理告警', 'Handle alerts'),
  thresholds: t('警報閾值', '告警阈值', 'Alert thresholds'),
  credentials: t('設備憑證', '设备凭证', 'Device credentials'),
  deploy: t('部署', '部署', 'Deploy'),
  design: t('設計', '设计', 'Design'),
  todoPage: t('待辦查詢', '待办查询', 'Query to-do tasks'),
  donePage: t('已辦查詢', '已办查询', 'Query done tasks'),
  complete: t('辦理', '办理', 'Complete'),
  reject: t('退回', '退回', 'Reject'),
  delegate: t('委派', '委派', 'Delegate'),
  transfer: t('轉辦', '转办', 'Transfer'),
  trace: t('流程追蹤', '流程追踪', 'Trace'),
  suspend: t('掛起', '挂起', 'Suspend'),
  activate: t('啟用', '激活', 'Activate'),
  end: t('終止', '终止', 'End'),
  submit: t('提交', '提交', 'Submit'),
  signal: t('發送信號', '发送信号', 'Send signal'),
  comment: t('評論', '评论', 'Comment'),
  changeStatus: t('修改狀態', '修改状态', 'Change status'),
  resetPwd: t('重設密碼', '重置密码', 'Reset password'),
  grantRole: t('授權角色', '授权角色', 'Grant roles'),
  grantData: t('授權數據範圍', '授权数据范围', 'Grant data scope'),
  grantMenu: t('授權選單', '授权菜单', 'Grant menus'),
  setAsDefault: t('設為預設', '设为默认', 'Set as default'),
  dropDown: t('下拉選項', '下拉选项', 'Drop-down options'),
  upload: t('上載', '上传', 'Upload'),
  download: t('下載', '下载', 'Download'),
  preview: t('預覽', '预览', 'Preview'),
  publish: t('發佈', '发布', 'Publish'),
  withdraw: t('撤回', '撤回', 'Withdraw'),
  start: t('啟動', '启动', 'Start'),
  stop: t('停止', '停止', 'Stop'),
  run: t('立即執行', '立即执行', 'Run now'),
  forceLogout: t('強制登出', '强制下线', 'Force sign-out'),
  qrcode: t('二維碼', '二维码', 'QR code'),
  override: t('手動輸入酷熱指數', '手动输入酷热指数', 'Enter the heat index by hand'),
  monthBar: t('月度統計', '月度统计', 'Month bars'),
} as const satisfies Record<string, Translated>;
type Action = keyof typeof actionTitles;

const snake = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * One button per action of a permission group, coded `<prefix>_<action in snake case>`. The group is an
 * entry of `permissions`, so a code that does not exist fails to compile.
 */
function buttons<G extends Readonly<Record<string, PermissionCode>>, A extends keyof G & Action>(
  prefix: string,
  group: G,
  actions: readonly A[],
  noun?: Translated,
): MenuSeed[] {
  return actions.map((action) => {
    const title = actionTitles[action];
    return {
      code: `${prefix}_${snake(action)}`,
      type: 'button',
      title: noun
        ? t(
            `${title['zh-HK']}${noun['zh-HK']}`,
            `${title['zh-CN']}${noun['zh-CN']}`,
            `${title.en} ${noun.en}`,
          )
        : title,
      permission: group[action],
    };
  });
}

interface MenuOptions {
  icon?: string;
  permission?: PermissionCode;
  visible?: boolean;
  children?: MenuSeed[];
}

const directory = (
  code: string,
  title: Translated,
  router: string,
  children: MenuSeed[],
  icon?: string,
): MenuSeed => ({
  code,
  type: 'directory',
  title,
  router,
  component: 'RouteView',
  ...(icon ? { icon } : {}),
  children,
});

const menu = (
  code: string,
  title: Translated,
  router: string,
  component: string,
  { icon, permission, visible, children }: MenuOptions = {},
): MenuSeed => ({
  code,
  type: 'menu',
  title,
  router,
  component,
  openType: 'component',
  ...(icon ? { icon } : {}),
  ...(permission ? { permission } : {}),
  ...(visible === false ? { visible: false } : {}),
  ...(children?.length ? { children } : {}),
});

// ---------------------------------------------------------------------------------------------------
// Site safety
// ---------------------------------------------------------------------------------------------------

const permitActions = [
  'page',
  'detail',
  'add',
  'edit',
  'delete',
  'approve',
  'overrideStopWork',
  'export',
  // Last: migration 0026 appends it to the permit menus of existing databases.
  'siteLink',
] as const;

/** The ten permit types (spec §1); each record opens on the fixed web route /<entity>Details. */
const permitMenus: MenuSeed[] = PERMIT_TYPE_KEYS.map((entity) => {
  const code = `permits_${snake(entity)}`;
  const component = `permits/${entity.charAt(0).toUpperCase()}${entity.slice(1)}List`;
  return menu(code, PERMIT_TYPES[entity].title, entity, component, {
    children: buttons(code, permissions[entity], permitActions),
  });
});

const siteSafetyMenus: MenuSeed[] = [
  menu('dashboard', t('儀表板', '仪表盘', 'Dashboard'), '/dashboard/index', 'dashboard/Index', {
    icon: 'DashboardOutlined',
    permission: permissions.dashboard.view,
    children: buttons('dashboard', permissions.analysis, ['monthBar']),
  }),
  directory('permits', t('許可證', '许可证', 'Permits'), '/permits', permitMenus, 'FileProtectOutlined'),
  directory(
    'cameras',
    t('監控鏡頭', '监控摄像头', 'Cameras'),
    '/cameras',
    [
      menu(
        'cameras_config',
        t('鏡頭設定', '摄像头配置', 'Camera configuration'),
        'config',
        'cameras/ConfigList',
        {
          children: buttons('cameras_config', permissions.hkCameraConfig, ['list', 'add', 'edit', 'delete']),
        },
      ),
      menu('cameras_live', t('即時影像', '实时视频', 'Live video'), 'live', 'cameras/Live', {
        permission: permissions.cameraLive.view,
      }),
      // Absolute: the notification bell's 'more' link opens /cameras/log (spec §2).
      menu('cameras_log', t('鏡頭日誌', '摄像头日志', 'Camera logs'), '/cameras/log', 'cameras/Log', {
        children: buttons('cameras_log', permissions.hkLog, ['page', 'add', 'delete', 'export']),
      }),
      menu('cameras_area', t('區域', '区域', 'Areas'), 'area', 'cameras/AreaList', {
        children: buttons('cameras_area', permissions.cameraArea, ['page', 'add', 'edit', 'delete']),
      }),
      menu('cameras_location', t('位置', '位置', 'Locations'), 'location', 'cameras/LocationList', {
        children: buttons('cameras_location', permissions.cameraLocation, ['page', 'add', 'edit', 'delete']),
      }),
    ],
    'VideoCameraOutlined',
  ),
  menu('weather', t('天氣', '天气', 'Weather'), '/weather', 'weather/Current', {
    icon: 'CloudOutlined',
    permission: permissions.weather.current,
    children: [
      {
        code: 'weather_replay',
        type: 'button',
        title: t('重播天氣記錄', '重播天气记录', 'Replay weather recordings'),
        permission: permissions.weather.replay,
      },
      {
        code: 'weather_rules',
        type: 'button',
        title: t('編輯停工規則', '编辑停工规则', 'Edit stop-work rules'),
        permission: permissions.weather.rules,
      },
    ],
  }),
  // Who is told of an alert, and when (issue #33).
  menu(
    'duty_rosters',
    t('當值及升級', '值班及升级', 'Duty rosters'),
    '/alerting/rosters',
    'alerting/Rosters',
    {
      icon: 'SafetyOutlined',
      children: buttons('duty_rosters', permissions.dutyRoster, ['page', 'edit']),
    },
  ),
  directory(
    'devices',
    t('工地設備', '工地设备', 'Site devices'),
    '/devices',
    [
      directory('devices_gas', t('氣體感應器', '气体传感器', 'Gas sensors'), 'gas', [
        menu(
          'devices_gas_sensor',
          t('感應器列表', '传感器列表', 'Sensor list'),
          'list',
          'devices/gas/SensorList',
          {
            children: buttons('devices_gas_sensor', permissions.gasSensor, [
              'page',
              'add',
              'edit',
              'delete',
              'export',
            ]),
          },
        ),
        menu('devices_gas_alert', t('警報記錄', '报警记录', 'Alert log'), 'alert', 'devices/gas/AlertLog', {
          children: buttons('devices_gas_alert', permissions.gasAlert, [
            'page',
            'delete',
            'export',
            'handle',
          ]),
        }),
        menu(
          'devices_gas_statistics',
          t('統計', '统计', 'Statistics'),
          'statistics',
          'devices/gas/Statistics',
          {
            children: buttons('devices_gas_statistics', permissions.gasStatistics, ['page', 'export']),
          },
        ),
      ]),
      directory('devices_locks', t('門鎖', '门锁', 'Locks'), 'locks', [
        menu(
          'devices_lock_smart',
          t('智能鎖', '智能锁', 'Smart locks'),
          'smart',
          'devices/locks/SmartLockList',
          {
            children: buttons('devices_lock_smart', permissions.smartLock, [
              'page',
              'add',
              'edit',
              'delete',
              'unlock',
            ]),
          },
        ),
        menu(
          'devices_lock_4g',
          t('4G 智能鎖', '4G 智能锁', '4G smart locks'),
          '4g',
          'devices/locks/FourGLockList',
          {
            children: buttons('devices_lock_4g', permissions.fourGLock, [
              'page',
              'add',
              'edit',
              'delete',
              'unlock',
            ]),
          },
        ),
      ]),
      directory('devices_watches', t('智能手錶', '智能手表', 'Smart watches'), 'watches', [
        menu(
          'devices_watch_alerts',
          t('警報分析', '告警分析', 'Alert analysis'),
          'alerts',
          'devices/watches/AlertAnalysis',
          {
            children: buttons('devices_watch_alerts', permissions.swAlert, [
              'page',
              'detail',
              'markViewed',
              'export',
              'handle',
              'thresholds',
            ]),
          },
        ),
        menu(
          'devices_watch_usage',
          t('使用分析', '使用分析', 'Usage analysis'),
          'usage',
          'devices/watches/UsageAnalysis',
          { children: buttons('devices_watch_usage', permissions.swUsage, ['page', 'export']) },
        ),
        menu('devices_watch_live', t('即時影像', '实时视频', 'Live video'), 'live', 'devices/watches/Live', {
          permission: permissions.swLive.view,
        }),
        menu(
          'devices_watch_device',
          t('手錶設備', '手表设备', 'Watch devices'),
          '/devices/watches/device',
          'devices/watches/WatchList',
          {
            children: buttons('devices_watch_device', permissions.swWatch, [
              'page',
              'add',
              'edit',
              'delete',
              'export',
              'refreshConfig',
              'command',
              'switchVersion',
              'syncSos',
              'credentials',
            ]),
          },
        ),
        menu(
          'devices_watch_wearer',
          t('佩戴者', '佩戴者', 'Wearers'),
          'wearers',
          'devices/watches/WearerList',
          {
            children: buttons('devices_watch_wearer', permissions.swWearer, [
              'page',
              'add',
              'edit',
              'delete',
            ]),
          },
        ),
        menu(
          'devices_watch_report',
          t('統計報表', '统计报表', 'Statistics report'),
          'report',
          'devices/watches/StatisticsReport',
          { children: buttons('devices_watch_report', permissions.swStatistics, ['page', 'export']) },
        ),
      ]),
      menu(
        'devices_helmet',
        t('智能安全帽', '智能安全帽', 'Smart helmets'),
        'helmets',
        'devices/HelmetList',
        {
          children: buttons('devices_helmet', permissions.smartHelmet, ['page', 'add', 'edit', 'delete']),
        },
      ),
      directory('devices_workers', t('工人', '工人', 'Workers'), 'workers', [
        menu(
          'devices_worker_attendance',
          t('工人出勤', '工人考勤', 'Worker attendance'),
          'attendance',
          'devices/workers/Attendance',
          {
            children: buttons('devices_worker_attendance', permissions.workerAttendance, ['page', 'export']),
          },
        ),
        menu(
          'devices_worker_monitoring',
          t('工人監察', '工人监控', 'Worker monitoring'),
          'monitoring',
          'devices/workers/Monitoring',
          { children: buttons('devices_worker_monitoring', permissions.workerMonitor, ['page']) },
        ),
        // The HKHI rest table per trade and the stop-work alerts (decision 0015).
        menu('heat_stress', t('酷熱工作', '酷热工作', 'Heat stress'), 'heat-stress', 'heatStress/Board', {
          permission: permissions.heatStress.view,
          children: buttons('heat_stress', permissions.heatStress, ['override']),
        }),
      ]),
      menu('devices_rfid', t('RFID 標籤', 'RFID 标签', 'RFID tags'), 'rfid', 'devices/RfidList', {
        children: buttons('devices_rfid', permissions.rfid, ['page', 'add', 'edit', 'delete']),
      }),
      directory('devices_cctv', t('閉路電視', '闭路电视', 'CCTV'), 'cctv', [
        menu(
          'devices_cctv_alert',
          t('閉路電視警報', '闭路电视告警', 'CCTV alerts'),
          'alerts',
          'devices/cctv/AlertList',
          {
            children: buttons('devices_cctv_alert', permissions.cctvAlert, [
              'page',
              'detail',
              'handle',
              'delete',
              'export',
            ]),
          },
        ),
        menu(
          'devices_cctv_statistics',
          t('閉路電視統計', '闭路电视统计', 'CCTV statistics'),
          'statistics',
          'devices/cctv/Statistics',
          { children: buttons('devices_cctv_statistics', permissions.cctvStatistics, ['page', 'export']) },
        ),
      ]),
      // The plant register: each vehicle's and lifting appliance's public page opens from its QR code.
      directory('plant', t('機械及起重裝置', '机械及起重装置', 'Plant'), 'plant', [
        menu(
          'plant_vehicles',
          t('工程車輛', '工程车辆', 'Construction vehicles'),
          'vehicles',
          'tracking/VehicleList',
          {
            children: buttons('plant_vehicles', permissions.plantVehicle, [
              'page',
              'add',
              'edit',
              'delete',
              'export',
              'qrcode',
            ]),
          },
        ),
        menu(
          'plant_lifting',
          t('起重裝置', '起重装置', 'Lifting appliances'),
          'lifting',
          'tracking/LiftingApplianceList',
          {
            children: buttons('plant_lifting', permissions.plantLifting, [
              'page',
              'add',
              'edit',
              'delete',
              'export',
              'qrcode',
            ]),
          },
        ),
      ]),
    ],
    'DeploymentUnitOutlined',
  ),
  directory(
    'resources',
    t('外部資源', '外部资源', 'External resources'),
    '/resources',
    [
      {
        code: 'resources_hko',
        type: 'menu',
        title: t('香港天文台', '香港天文台', 'Hong Kong Observatory'),
        router: 'observatory',
        component: 'Iframe',
        openType: 'iframe',
        link: 'https://www.hko.gov.hk/en/index.html',
      },
      {
        code: 'resources_labour_osh',
        type: 'menu',
        title: t(
          '勞工處職業安全及健康',
          '劳工处职业安全及健康',
          'Labour Department: occupational safety and health',
        ),
        openType: 'link',
        link: 'https://www.labour.gov.hk/eng/osh/content.htm',
      },
    ],
    'GlobalOutlined',
  ),
];

// ---------------------------------------------------------------------------------------------------
// Workflow
// ---------------------------------------------------------------------------------------------------

const workflowMenus: MenuSeed[] = [
  directory(
    'workflow_design',
    t('流程設計', '流程设计', 'Process design'),
    '/flowable',
    [
      menu('workflow_model', t('流程模型', '流程模型', 'Process models'), 'model', 'workflow/ModelList', {
        children: buttons('workflow_model', permissions.flowableModel, [
          'page',
          'detail',
          'add',
          'edit',
          'delete',
          'deploy',
        ]),
      }),
      menu('workflow_form', t('表單管理', '表单管理', 'Forms'), '/forms', 'forms/FormList', {
        children: buttons('workflow_form', permissions.flowableForm, [
          'page',
          'detail',
          'add',
          'edit',
          'delete',
          'design',
        ]),
      }),
      menu(
        'workflow_form_designer',
        t('表單設計器', '表单设计器', 'Form designer'),
        '/forms/designer',
        'forms/Designer',
        {
          permission: permissions.flowableForm.design,
          visible: false,
        },
      ),
    ],
    'PartitionOutlined',
  ),
  directory(
    'workflow_task',
    t('我的任務', '我的任务', 'My tasks'),
    '/flowable/task',
    [
      menu('workflow_task_todo', t('待辦任務', '待办任务', 'To do'), 'todo', 'workflow/TaskTodo', {
        children: buttons('workflow_task_todo', permissions.flowableTask, [
          'todoPage',
          'detail',
          'complete',
          'reject',
          'delegate',
          'transfer',
          'comment',
        ]),
      }),
      menu('workflow_task_done', t('已辦任務', '已办任务', 'Done'), 'done', 'workflow/TaskDone', {
        children: buttons('workflow_task_done', permissions.flowableTask, ['donePage', 'detail']),
      }),
    ],
    'CheckSquareOutlined',
  ),
  menu(
    'workflow_instance',
    t('流程實例', '流程实例', 'Process instances'),
    '/flowable/instance',
    'workflow/InstanceList',
    {
      icon: 'NodeIndexOutlined',
      children: buttons('workflow_instance', permissions.flowableInstance, [
        'page',
        'detail',
        'trace',
        'suspend',
        'activate',
        'end',
        'delete',
        'start',
        'withdraw',
        'signal',
      ]),
    },
  ),
  menu('workflow_draft', t('草稿箱', '草稿箱', 'Drafts'), '/flowable/draft', 'workflow/DraftList', {
    icon: 'FileTextOutlined',
    children: buttons('workflow_draft', permissions.flowableDraft, ['page', 'edit', 'delete', 'submit']),
  }),
];

// ---------------------------------------------------------------------------------------------------
// System administration
// ---------------------------------------------------------------------------------------------------

const systemMenus: MenuSeed[] = [
  directory(
    'system_access',
    t('權限管理', '权限管理', 'Access control'),
    '/system',
    [
      menu('system_user', t('用戶管理', '用户管理', 'Users'), '/system/user', 'system/UserList', {
        children: buttons('system_user', permissions.sysUser, [
          'page',
          'detail',
          'add',
          'edit',
          'delete',
          'changeStatus',
          'resetPwd',
          'grantRole',
          'grantData',
          'export',
          'import',
        ]),
      }),
      menu('system_role', t('角色管理', '角色管理', 'Roles'), 'role', 'system/RoleList', {
        children: buttons('system_role', permissions.sysRole, [
          'page',
          'detail',
          'add',
          'edit',
          'delete',
          'grantMenu',
          'grantData',
        ]),
      }),
      menu('system_menu', t('選單管理', '菜单管理', 'Menus'), 'menu', 'system/MenuList', {
        children: buttons('system_menu', permissions.sysMenu, [
          'list',
          'tree',
          'treeForGrant',
          'add',
          'edit',
          'delete',
        ]),
      }),
      menu('system_app', t('應用管理', '应用管理', 'Applications'), 'app', 'system/AppList', {
        children: buttons('system_app', permissions.sysApp, [
          'page',
          'add',
          'edit',
          'delete',
          'setAsDefault',
        ]),
      }),
    ],
    'SafetyCertificateOutlined',
  ),
  directory(
    'system_organisation',
    t('組織架構', '组织架构', 'Organisation'),
    '/organisation',
    [
      menu('system_org', t('機構管理', '机构管理', 'Organisations'), 'org', 'system/OrgList', {
        children: buttons('system_org', permissions.sysOrg, ['tree', 'page', 'add', 'edit', 'delete']),
      }),
      menu('system_pos', t('職位管理', '职位管理', 'Positions'), 'pos', 'system/PosList', {
        children: buttons('system_pos', permissions.sysPos, ['page', 'add', 'edit', 'delete']),
      }),
    ],
    'ApartmentOutlined',
  ),
  directory(
    'system_base',
    t('基礎資料', '基础数据', 'Basic data'),
    '/base',
    [
      menu('system_dict', t('字典管理', '字典管理', 'Dictionaries'), '/base/dict', 'system/DictTypeList', {
        children: [
          ...buttons(
            'system_dict_type',
            permissions.sysDictType,
            ['page', 'dropDown', 'tree', 'add', 'edit', 'delete'],
            t('字典類型', '字典类型', 'dictionary types'),
          ),
          ...buttons(
            'system_dict_data',
            permissions.sysDictData,
            ['page', 'add', 'edit', 'delete'],
            t('字典值', '字典值', 'dictionary values'),
          ),
        ],
      }),
      menu('system_file', t('檔案管理', '文件管理', 'Files'), 'file', 'system/FileInfoList', {
        children: buttons('system_file', permissions.sysFileInfo, [
          'page',
          'upload',
          'download',
          'preview',
          'delete',
        ]),
      }),
      menu('system_notice', t('通知公告', '通知公告', 'Notices'), 'notice', 'system/NoticeList', {
        children: buttons('system_notice', permissions.sysNotice, [
          'page',
          'add',
          'edit',
          'delete',
          'publish',
          'withdraw',
        ]),
      }),
      menu('system_tenant', t('租戶管理', '租户管理', 'Tenants'), 'tenant', 'system/TenantList', {
        children: buttons('system_tenant', permissions.sysTenant, ['page', 'add', 'edit', 'delete']),
      }),
      menu('system_timers', t('定時任務', '定时任务', 'Timers'), 'timers', 'system/TimersList', {
        children: buttons('system_timers', permissions.sysTimers, [
          'page',
          'add',
          'edit',
          'delete',
          'start',
          'stop',
          'run',
        ]),
      }),
    ],
    'DatabaseOutlined',
  ),
  directory(
    'system_log',
    t('日誌管理', '日志管理', 'Logs'),
    '/log',
    [
      menu('system_vis_log', t('訪問日誌', '访问日志', 'Visit log'), 'vis', 'system/VisLogList', {
        children: buttons('system_vis_log', permissions.sysVisLog, ['page', 'detail', 'delete', 'export']),
      }),
      menu('system_op_log', t('操作日誌', '操作日志', 'Operation log'), 'op', 'system/OpLogList', {
        children: buttons('system_op_log', permissions.sysOpLog, ['page', 'detail', 'delete', 'export']),
      }),
    ],
    'FileSearchOutlined',
  ),
  directory(
    'system_monitor',
    t('系統監控', '系统监控', 'Monitoring'),
    '/monitor',
    [
      menu(
        'system_online_user',
        t('在線用戶', '在线用户', 'Online users'),
        'online',
        'system/OnlineUserList',
        {
          children: buttons('system_online_user', permissions.sysOnlineUser, ['list', 'forceLogout']),
        },
      ),
    ],
    'MonitorOutlined',
  ),
];

export const appSeeds: AppSeed[] = [
  {
    code: 'siteSafety',
    name: t('工地安全', '工地安全', 'Site safety'),
    isDefault: true,
    menus: siteSafetyMenus,
  },
  { code: 'workflow', name: t('工作流程', '工作流程', 'Workflow'), menus: workflowMenus },
  { code: 'system', name: t('系統管理', '系统管理', 'System administration'), menus: systemMenus },
];
