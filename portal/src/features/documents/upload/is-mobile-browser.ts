/**
 * Whether the portal runs in a mobile browser, where drag and drop of files does not exist (spec §2: the
 * drop zone is hidden on mobile browsers). User-agent client hints first, then the classic UA tokens.
 */
export function isMobileBrowser(
  nav: Pick<Navigator, 'userAgent'> & { userAgentData?: { mobile?: boolean } } = navigator,
): boolean {
  if (typeof nav.userAgentData?.mobile === 'boolean') return nav.userAgentData.mobile;
  return /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i.test(nav.userAgent);
}
