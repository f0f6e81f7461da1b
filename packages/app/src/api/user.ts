/** Account, profile and guest identity (spec §7). */
import { RAW_PATHS } from '@live/api-contract';
import { type ApiClient, poster } from './core/client';

export function userApi(client: ApiClient) {
  return {
    /** GET ?code: the captcha image, as an address for <img src>. */
    captchaImageUrl: (code: string) => client.url(RAW_PATHS.captcha, { code }),
    /** { mobile, captcha, code } */
    sendCode: poster(client, '/webapi/user/sendCode'),
    /** { mobile, captcha, code }: a logged-in user's SMS code (bind-phone), with the picture code like sendCode. */
    sendVerifyCode: poster(client, '/api/user/sendVerifyCode'),
    bindPhone: poster(client, '/api/User/bindPhone'),
    regist: poster(client, '/webapi/user/regist'),
    login: poster(client, '/webapi/user/login'),
    resetPwd: poster(client, '/webapi/user/resetPwd'),
    logout: poster(client, '/webapi/user/logout'),
    changePwd: poster(client, '/api/user/changePwd'),
    editUserInfo: poster(client, '/api/user/editUserInfo'),
    getLiveLog: poster(client, '/webapi/user/getLiveLog'),
    getProfitConsumeType: poster(client, '/api/user/getProfitConsumeType'),
    getProfitList: poster(client, '/api/user/getProfitList'),
    /** { id } */
    getUserBasicInfo: poster(client, '/api/user/getUserBasicInfo'),
    getUserThirdPrivateAgent: poster(client, '/api/user/getUserThirdPrivateAgent'),
    /** A login timeout here resets the user without the login prompt (spec §8). */
    getUserInfo: poster(client, '/webapi/User/getUserInfo'),
    /** The device payload; answers the guest chat identity. */
    getGuestInfo: poster(client, '/api/user/getGuestInfo'),
    /** { userid } -> last_online */
    getUserLastOnline: poster(client, '/api/user/getUserLastOnline'),
    /** The app's presence heartbeat while open and visible (HEARTBEAT_SEC): the platform counts online time. */
    heartbeat: poster(client, '/api/user/heartbeat'),
    /** { userid, type } follows (1) or unfollows (0) an anchor. */
    attentUser: poster(client, '/api/user/attentUser'),
    getAttentList: poster(client, '/api/user/getAttentList'),
    getMessageList: poster(client, '/api/user/getMessageList'),
    readMessage: poster(client, '/api/user/readMessage'),
    /** { type, real_name, contact, reason }: the token's user applies to become an anchor (1) or anchor admin (2). */
    applyAnchor: poster(client, '/api/user/applyAnchor'),
    getApplyStatus: poster(client, '/api/user/getApplyStatus'),
    /** { kind: 'login' | 'activity', page, size } */
    getUserLog: poster(client, '/api/user/getUserLog'),
    /** { anchorid? }: an anchor's broadcasts; without anchorid the caller's own. */
    getAnchorLiveRecord: poster(client, '/api/user/getAnchorLiveRecord'),
    getMaterialList: poster(client, '/api/user/getMaterialList'),
    deleteMaterial: poster(client, '/api/user/deleteMaterial'),
  };
}
