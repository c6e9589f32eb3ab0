import { useEffect, useState } from 'react';

import { VERSION_CHECK_INTERVAL_MS, isNewerBuildAvailable } from './versionCheck';

/** True once the server reports a build other than the running one (checked every 5 minutes and on focus). */
export function useNewerBuild(): boolean {
  const [newer, setNewer] = useState(false);
  useEffect(() => {
    if (newer) return;
    let live = true;
    const check = () => {
      void isNewerBuildAvailable(__APP_VERSION__).then((yes) => live && yes && setNewer(true));
    };
    const timer = window.setInterval(check, VERSION_CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    check();
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [newer]);
  return newer;
}
