/** Coarse platform/os for the spec's readable cookies; never used for security decisions. */
export function describeUserAgent(ua: string | undefined): { platform: string; os: string } {
  const s = (ua ?? '').toLowerCase();
  const os = /android/.test(s)
    ? 'android'
    : /iphone|ipad|ipod/.test(s)
      ? 'ios'
      : /windows/.test(s)
        ? 'windows'
        : /mac os x|macintosh/.test(s)
          ? 'macos'
          : /cros/.test(s)
            ? 'chromeos'
            : /linux/.test(s)
              ? 'linux'
              : 'unknown';
  const platform = /mobile|android|iphone|ipad/.test(s) ? 'mobile-web' : 'web';
  return { platform, os };
}
