import type { Body } from '../frames.ts';
import { ImError, type Handler, type Service } from '../service.ts';

/** The cloud's group services: a community's commands go to COMMUNITY, every other group's to GROUP or GROUP_ATTR. */
const GROUP = 'group_open_http_svc';
const GROUP_ATTR = 'group_open_attr_http_svc';
const COMMUNITY = 'million_group_open_http_svc';
/** The cloud's answer to a group ID the service does not hold (illegal group ID). */
export const WRONG_SERVICE = 10015;

/**
 * Whether a group command is about a community, decided as the official SDK decides where to send it: the request
 * names the type Community, or its group (GroupId, else the first of GroupIdList) has a community ID (`@TGS#_`,
 * not a topic's `@TGS#_…@TOPIC#_…`). Undefined when it names no group and no type (the joined list, applications).
 */
export function aboutCommunity(body: Body): boolean | undefined {
  if (typeof body.Type === 'string' && body.Type !== '') return body.Type === 'Community';
  const first = Array.isArray(body.GroupIdList) ? body.GroupIdList[0] : undefined;
  const id = typeof body.GroupId === 'string' ? body.GroupId : typeof first === 'string' ? first : undefined;
  if (id === undefined) return undefined;
  return id.startsWith('@TGS#_') && !id.includes('@TOPIC#_');
}

/**
 * One service per group command, as the cloud serves them (issue #29): million_group_open_http_svc answers only
 * about communities, group_open_http_svc and group_open_attr_http_svc only about other groups. Before, every
 * group command answered under both names, so a client sending a community's command to the wrong service
 * passed here and failed against the cloud. Runs after every group route is registered.
 */
export function registerServiceNames(svc: Service): void {
  for (const [servcmd, handler] of [...svc.routes]) {
    const service = servcmd.slice(0, servcmd.indexOf('.'));
    if (service !== GROUP && service !== GROUP_ATTR && service !== COMMUNITY) continue;
    const community = service === COMMUNITY;
    const strict: Handler = (conn, body, head) => {
      if (aboutCommunity(body) === !community)
        throw new ImError(
          WRONG_SERVICE,
          community
            ? `${servcmd} serves communities only: send other groups' commands to ${GROUP}`
            : `${servcmd} serves no community: send a community's commands to ${COMMUNITY}`,
        );
      return handler(conn, body, head);
    };
    svc.route(servcmd, strict, !svc.open.has(servcmd));
  }
}
