/** The fake Google with a small demo Drive, for the end-to-end tests' server. */
import { FakeGoogleApi } from './google-api.ts';

/**
 * The fake with a small demo Drive, for the end-to-end tests' server (infra/local/start.ts with
 * ATRIUM_FAKE_GOOGLE=1): folders, mp4 and mov videos, and files the wizard must not offer.
 */
export async function startDemoGoogle(): Promise<FakeGoogleApi> {
  const fake = new FakeGoogleApi({
    clientId: 'atrium-fake.apps.googleusercontent.com',
    clientSecret: 'atrium-fake-secret',
  });
  const walkthroughs = fake.addFolder('Walkthroughs');
  fake.addFolder('Floor plans');
  fake.addFile('intro.mp4', 'video/mp4', 'root', 'intro');
  fake.addFile(
    'budget.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'root',
    'x',
  );
  fake.addFile('Notes', 'application/vnd.google-apps.document');
  const ground = fake.addFolder('Ground floor', walkthroughs);
  fake.addFile('living-room.mp4', 'video/mp4', walkthroughs, 'living room');
  fake.addFile('terrace.mov', 'video/quicktime', walkthroughs, 'terrace');
  fake.addFile('facade.jpg', 'image/jpeg', walkthroughs, 'jpeg');
  fake.addFile('hall.mp4', 'video/mp4', ground, 'hall');
  fake.addFile('kitchen.mov', 'video/quicktime', ground, 'kitchen');
  fake.addFile('old-take.mp4', 'video/mp4', ground, 'old');
  const trashed = fake.addFile('deleted.mp4', 'video/mp4', ground, 'deleted');
  fake.trash(trashed);
  await fake.start();
  return fake;
}
