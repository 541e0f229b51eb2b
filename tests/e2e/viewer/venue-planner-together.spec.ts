/**
 * Working together on one plan (issue #28), in three browser contexts: the owner shares the project
 * with an Editor and a Commenter from the members dialog; the Editor's new zone reaches the owner's
 * screen live, and each sees the other there; the Commenter's pin and thread reach the others live,
 * while the Commenter cannot change the plan, in the UI or on the server; the owner removes the
 * Editor, whose next edit is refused with a message that says why.
 */
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { confirmedUser, logIn } from '../helpers.ts';
import { baseURL } from '../playwright.config.ts';
import {
  button,
  clicker,
  drawZone,
  openPlanner,
  type PlannerRun,
  startPlannerRun,
  status,
  syncState,
  zoneList,
} from './planner-steps.ts';
import { snapViewer } from './viewer-helpers.ts';

type Person = { user: Awaited<ReturnType<typeof confirmedUser>>; context: BrowserContext; page: Page };

async function personIn(browser: import('@playwright/test').Browser, prefix: string): Promise<Person> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const user = await confirmedUser(context.request, prefix);
  // Signing in binds the account: an invitation finds it from then on.
  await logIn(page, user);
  return { user, context, page };
}

/** A tRPC call with the page's own session, as a client that skips the UI would make it. */
async function callAs(page: Page, request: APIRequestContext, path: string, input: unknown) {
  const token = await page.evaluate(() => sessionStorage.getItem('Authorization'));
  const response = await request.post(`/trpc/${path}`, {
    headers: { authorization: token ?? '' },
    data: input,
  });
  return { status: response.status(), body: (await response.json()) as { error?: { message: string } } };
}

const comments = (page: Page) => page.getByRole('complementary', { name: 'Comments' });

test.describe
  .serial('venue planner together (owner, Editor, Commenter)', () => {
    let owner: PlannerRun;
    let editor: Person;
    let commenter: Person;
    let projectId: string;

    test.beforeAll(async ({ browser }) => {
      owner = await startPlannerRun(browser, { prefix: 'owner', project: 'Harbour Gala' });
      [editor, commenter] = await Promise.all([personIn(browser, 'editor'), personIn(browser, 'commenter')]);
      projectId = owner.projectUrl.split('/').pop() ?? '';
    });
    test.afterAll(async () => {
      await editor?.context.close();
      await commenter?.context.close();
      await owner?.close();
    });

    test('the owner shares the project from the members dialog; members find it in their list', async () => {
      const page = owner.page;
      await page.goto(`${owner.projectUrl}/files`);
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share “Harbour Gala”' });
      const who = dialog.getByLabel('Invite by username or e-mail');
      // An address nobody signed up with gets the answer to sign up first.
      await who.fill('nobody@example.com');
      await dialog.getByRole('button', { name: 'Invite' }).click();
      await expect(
        dialog.getByText('No Atrium account uses nobody@example.com. Ask them to sign up first'),
      ).toBeVisible();
      await who.fill(editor.user.username);
      await dialog.getByRole('button', { name: 'Invite' }).click();
      await expect(dialog.getByRole('list', { name: 'Members' })).toContainText(editor.user.username);
      await who.fill(commenter.user.email);
      await dialog.getByLabel('Role').click();
      await page.getByRole('option', { name: 'Commenter' }).click();
      await dialog.getByRole('button', { name: 'Invite' }).click();
      const members = dialog.getByRole('list', { name: 'Members' });
      await expect(members).toContainText(commenter.user.username);
      await snapViewer(page, 'together-share-dialog');
      await page.keyboard.press('Escape');

      // The invitation is mailed; the project is in the member's list, marked with its owner.
      const mail = (await (await page.request.get('/__local/mail')).json()) as {
        to: string;
        subject: string;
      }[];
      expect(mail.find((m) => m.to === editor.user.email)?.subject).toBe(
        `${owner.user.username} shared “Harbour Gala” with you on Atrium`,
      );
      await editor.page.goto('/?view=projects');
      const card = editor.page.getByRole('link', { name: /Harbour Gala/ });
      await expect(card).toContainText(`Shared by ${owner.user.username}`);
      await card.click();
      await expect(
        editor.page.getByText(`Harbour Gala · Shared by ${owner.user.username} · You are an Editor`),
      ).toBeVisible();
    });

    test('the Editor’s new zone appears on the owner’s screen without a reload', async () => {
      await openPlanner(owner.page, owner.projectUrl);
      await openPlanner(editor.page, owner.projectUrl);
      await drawZone(editor.page);
      await expect(zoneList(editor.page).getByRole('button', { name: /Zone 1/ })).toBeVisible();
      await expect(zoneList(owner.page).getByRole('button', { name: /Zone 1/ })).toBeVisible({
        timeout: 2_000,
      });
      await expect(syncState(editor.page)).toHaveText('All changes synced');
      // Each sees the other here, and can follow them.
      const here = (page: Page) => page.getByRole('list', { name: 'People here' });
      await expect(
        here(owner.page).getByRole('button', { name: `Follow ${editor.user.username}` }),
      ).toBeVisible();
      await expect(
        here(editor.page).getByRole('button', { name: `Follow ${owner.user.username}` }),
      ).toBeVisible();
    });

    test('the Commenter cannot change the plan, in the UI or on the server, and comments on a point', async () => {
      const page = commenter.page;
      await openPlanner(page, owner.projectUrl);
      await expect(status(page)).toHaveText(
        'You are a Commenter of this project: only its Editors can change it. Ask its owner to make you an Editor',
      );
      // The editing modes do not open; the plan's modules cannot be written on the server either.
      for (const mode of ['Draw', 'Planning', 'Annotate']) await expect(button(page, mode)).toBeDisabled();
      const refused = await callAs(page, commenter.context.request, 'getVenueSceneDataModuleFileUploadUrl', {
        projectId,
        // The role is refused before any scene is looked at.
        sceneId: 'scene-1',
        module: 'planning',
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error?.message).toContain('only its Editors can change it');
      // Moving a chair over the live channel, as a page that skipped its own UI would: refused, with why.
      const moved = await page.evaluate(async (project) => {
        const token = sessionStorage.getItem('Authorization') ?? '';
        const socket = new WebSocket(
          `ws://${location.host}/live?projectId=${project}&token=${encodeURIComponent(token)}`,
        );
        const answer = new Promise<string>((resolve) => {
          socket.onmessage = (event) => {
            const message = JSON.parse(String(event.data)) as { type: string; message?: string };
            if (message.type === 'refused') resolve(message.message ?? '');
          };
        });
        await new Promise((resolve) => {
          socket.onopen = resolve;
        });
        const position = { x: 1, y: 0, z: 1 };
        const change = {
          op: 'upsert',
          module: 'planning',
          sceneId: 'scene-1',
          id: 'chair-1',
          fields: { position },
          clock: Date.now(),
        };
        socket.send(JSON.stringify({ type: 'edit', changes: [change] }));
        const why = await answer;
        socket.close();
        return why;
      }, projectId);
      expect(moved).toBe(
        'You are a Commenter of this project: only its Editors can change it. Ask its owner to make you an Editor',
      );

      await page.getByRole('button', { name: 'Comments' }).click();
      await comments(page).getByRole('button', { name: 'New comment' }).click();
      await expect(status(page)).toHaveText('Click where the comment goes. Esc cancels.');
      await (await clicker(page))(0.5, 0.5);
      const draft = comments(page).getByRole('region', { name: 'New comment' });
      await draft.getByLabel('Comment').fill('Can the bar move nearer the door?');
      await draft.getByRole('button', { name: 'Post' }).click();
      await expect(comments(page).getByRole('list', { name: 'Comment threads' })).toContainText(
        'Can the bar move nearer the door?',
      );
      await snapViewer(page, 'together-commenter-pin');

      // The owner sees the thread, answers it and resolves it.
      await owner.page.getByRole('button', { name: /^Comments/ }).click();
      const thread = comments(owner.page).getByRole('button', { name: /Can the bar move nearer the door\?/ });
      await expect(thread).toBeVisible({ timeout: 2_000 });
      await thread.click();
      await comments(owner.page).getByLabel('Reply').fill('Yes, moved 2 m.');
      await comments(owner.page).getByRole('button', { name: 'Reply' }).click();
      await expect(comments(owner.page).getByRole('list', { name: 'Messages' })).toContainText(
        'Yes, moved 2 m.',
      );
    });

    test('the owner removes the Editor, whose next edit is refused with the reason', async () => {
      const page = owner.page;
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share “Harbour Gala”' });
      await dialog
        .getByRole('list', { name: 'Members' })
        .getByRole('listitem')
        .filter({ hasText: editor.user.username })
        .getByRole('button', { name: 'Remove' })
        .click();
      await page
        .getByRole('dialog', { name: 'Remove member' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await expect(dialog.getByRole('list', { name: 'Members' })).not.toContainText(editor.user.username);
      await page.keyboard.press('Escape');

      const reason = `${owner.user.username} removed you from this project, so you can no longer open or change it`;
      await drawZone(editor.page);
      await expect(editor.page.getByText(reason).first()).toBeVisible({ timeout: 10_000 });
      await expect(zoneList(owner.page).getByRole('button', { name: /Zone 2/ })).toHaveCount(0);
    });
  });
