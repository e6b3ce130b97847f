import { BELL_LOG_MAIN_TYPE, BELL_LOG_PAGE_SIZE } from '@siteguard/contracts';
import { hkLogPageOptions } from '../cameras';

/**
 * The bell's list: the latest exception logs (spec §7: page size 6, mainType 2). It is a camera log
 * page like any other, so it sits under the `hkLog` key prefix and refreshes with the list.
 */
export const bellOptions = () =>
  hkLogPageOptions({ pageNo: 1, pageSize: BELL_LOG_PAGE_SIZE, mainType: BELL_LOG_MAIN_TYPE });
