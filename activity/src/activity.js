// focus-bot's Discord Activity: the board inside Discord. Discord opens /activity/ (through its
// proxy, at https://<application id>.discordsays.com/) in an iframe of a channel. This script
// signs the player in through Discord's Embedded App SDK, then opens the channel's game page,
// which the player plays on as on the web (docs/web.md, "Inside Discord: the Activity"):
//
// 1. `ready()`: the handshake with the Discord client;
// 2. `commands.authorize` (scope `identify`): Discord asks the user once, and gives a code;
// 3. `POST api/token` {code}: the bot exchanges the code with Discord itself (its client secret
//    never reaches the browser), reads who the user is, opens a session, and answers the
//    access token and the session's secret (while too many are signing in it answers 429,
//    and the script says so and tries again after `Retry-After`);
// 4. `commands.authenticate` with the access token (what the SDK needs for its other commands);
// 5. `GET api/game?channel=…` with the session as a Bearer: the page of the channel's game,
//    which the iframe opens; its script keeps acting with that Bearer (the session cookie is
//    third-party inside Discord's iframe and not sent).
//
// Outside Discord (no `frame_id` in the address) nothing happens but a sentence, unless the
// address asks for the SDK's own mock (`?mock=1&mock_channel=…&mock_code=…`): the development
// and test mode, where the mock stands for the Discord client (docs/web.md).
import { DiscordSDK, DiscordSDKMock } from '@discord/embedded-app-sdk';

const root = document.getElementById('activity');
const status = document.getElementById('activity-status');
const params = new URLSearchParams(window.location.search);
const clientId = root.getAttribute('data-client-id');
const lang = root.getAttribute('data-lang');

function say(key) {
  status.textContent = root.getAttribute('data-' + key);
}

function sdkOf() {
  if (params.get('frame_id')) {
    return new DiscordSDK(clientId);
  }
  if (params.get('mock') !== '1') {
    return null;
  }
  const sdk = new DiscordSDKMock(clientId, params.get('mock_guild'), params.get('mock_channel'), null);
  const code = params.get('mock_code');
  sdk._updateCommandMocks({
    // As Discord: the code only for this application and the `identify` scope.
    authorize: async (asked) => {
      if (asked.client_id !== clientId || asked.scope.indexOf('identify') < 0) {
        throw new Error('authorize: not this application or no identify scope');
      }
      return { code };
    },
    authenticate: async (asked) => ({ access_token: asked.access_token, user: { id: params.get('mock_user') || '' }, scopes: ['identify'] }),
  });
  return sdk;
}

async function json(response) {
  try {
    return await response.json();
  } catch (e) {
    return {};
  }
}

// How many times a sign-in refused for the crowd (429) is tried again, each after the bot's
// `Retry-After` (at most a minute in all): the code was not used, so it still signs in.
const BUSY_TRIES = 12;

function sleep(seconds) {
  return new Promise((resolve) => setTimeout(resolve, seconds * 1000));
}

// `POST api/token` {code}, again while the bot answers that too many are signing in.
async function exchange(code) {
  for (let tries = 1; ; tries += 1) {
    const token = await fetch('api/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code, lang }),
    });
    const signed = await json(token);
    if (token.status !== 429 || tries >= BUSY_TRIES) {
      return { token, signed };
    }
    status.textContent = signed.message || root.getAttribute('data-signing-in');
    const wait = Number(token.headers.get('Retry-After'));
    await sleep(wait > 0 && wait <= 60 ? wait : 5);
    say('signing-in');
  }
}

async function start() {
  const sdk = sdkOf();
  if (!sdk) {
    say('outside');
    return;
  }
  say('connecting');
  await sdk.ready();
  say('signing-in');
  const { code } = await sdk.commands.authorize({
    client_id: clientId,
    response_type: 'code',
    state: '',
    prompt: 'none',
    scope: ['identify'],
  });
  const { token, signed } = await exchange(code);
  if (!token.ok || !signed.session) {
    status.textContent = signed.message || root.getAttribute('data-failed');
    return;
  }
  await sdk.commands.authenticate({ access_token: signed.access_token });
  try {
    window.sessionStorage.setItem('focus-session', signed.session);
  } catch (e) {
    // Without storage the game page cannot act: it still shows the game.
  }
  say('opening');
  const asked = await fetch('api/game?channel=' + encodeURIComponent(sdk.channelId || '') + '&lang=' + lang, {
    headers: { Authorization: 'Bearer ' + signed.session },
  });
  const game = await json(asked);
  if (!asked.ok || !game.path) {
    status.textContent = game.message || root.getAttribute('data-failed');
    return;
  }
  window.location.replace(game.path + '?lang=' + lang);
}

start().catch(() => say('failed'));
