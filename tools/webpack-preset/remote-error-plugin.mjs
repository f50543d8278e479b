// Federation runtime plugin: a remote that cannot load becomes an error the mount point can show with a
// retry, instead of an unhandled rejection. The shell's RemoteBoundary renders it in place.
export default function remoteErrorPlugin() {
  return {
    name: 'keepsake-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[keepsake] remote ${id} failed to load during ${lifecycle}`, error);
      const failure = new Error(`Remote ${id} is unavailable`, { cause: error });
      failure.name = 'RemoteUnavailableError';
      throw failure;
    },
  };
}
