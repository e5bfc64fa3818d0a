export * from './factories';
export * from './simulation';
export { scriptedRoller, seededRoller, recordingRoller } from '../dice/roller';
