import { BuildFreshness } from './ui/build-freshness'
import { LoadingBar } from './ui/loading-bar'

/**
 * The parts of the shell that only matter once the visitor navigates or the tab stays open: the loading
 * bar and the build-freshness poller. Loaded after idle (root.tsx), not with the first page.
 */
export default function ShellExtras({ buildPollIntervalMs }: { buildPollIntervalMs: number }) {
  return (
    <>
      <LoadingBar />
      <BuildFreshness intervalMs={buildPollIntervalMs} />
    </>
  )
}
