// Runs once when the server starts (never during the build).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startUp } = await import('./lib/enquiry/server/startup');
  await startUp();
}
