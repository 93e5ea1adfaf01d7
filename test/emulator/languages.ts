/**
 * The system language list (`language/listall`): codes in the service's `xx` / `xx_XX` form, with
 * English names from the runtime's ICU data, so the list stays realistic without a copied table.
 */

/** A language the service supports. */
export interface SystemLanguage {
  readonly iso: string;
  readonly name: string;
  readonly rtl: boolean;
}

const BASE = `af am ar as az ba be bg bn bo br bs ca ce co cs cv cy da de dv dz el en eo es et eu
fa fi fil fj fo fr fy ga gd gl gn gu gv ha haw he hi hr ht hu hy id ig ii is it iu ja jv ka kk kl
km kn ko ks ku kw ky la lb lg ln lo lt lu lv mg mi mk ml mn mr ms mt my nb nd ne nl nn no nso ny oc
om or os pa pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te
tg th ti tk tl tn to tr ts tt ug uk ur uz ve vi wa wo xh yi yo zh zu ckb ast chr kab sah yue`;

const REGIONAL = `af_ZA am_ET ar_AE ar_BH ar_DZ ar_EG ar_IQ ar_JO ar_KW ar_LB ar_LY ar_MA ar_OM ar_QA
ar_SA ar_SY ar_TN ar_YE az_AZ be_BY bg_BG bn_BD bn_IN bs_BA ca_ES cs_CZ cy_GB da_DK de_AT de_BE
de_CH de_DE de_LI de_LU el_CY el_GR en_AU en_BZ en_CA en_GB en_HK en_IE en_IN en_JM en_KE en_MT
en_MY en_NG en_NZ en_PH en_PK en_SG en_TT en_US en_ZA en_ZW es_419 es_AR es_BO es_CL es_CO es_CR
es_CU es_DO es_EC es_ES es_GT es_HN es_MX es_NI es_PA es_PE es_PR es_PY es_SV es_US es_UY es_VE
et_EE eu_ES fa_AF fa_IR fi_FI fil_PH fo_FO fr_BE fr_CA fr_CH fr_CI fr_CM fr_FR fr_LU fr_MA fr_MC
fr_SN ga_IE gl_ES gu_IN he_IL hi_IN hr_BA hr_HR hu_HU hy_AM id_ID ig_NG is_IS it_CH it_IT ja_JP
ka_GE kk_KZ km_KH kn_IN ko_KP ko_KR ky_KG lb_LU lo_LA lt_LT lv_LV mk_MK ml_IN mn_MN mr_IN ms_BN
ms_MY mt_MT my_MM nb_NO ne_NP nl_BE nl_NL nl_SR nn_NO pa_IN pa_PK pl_PL ps_AF pt_AO pt_BR pt_CH
pt_MZ pt_PT ro_MD ro_RO ru_BY ru_KZ ru_RU ru_UA rw_RW si_LK sk_SK sl_SI so_SO sq_AL sq_XK sr_BA
sr_ME sr_RS sv_FI sv_SE sw_KE sw_TZ ta_IN ta_LK ta_SG te_IN tg_TJ th_TH tk_TM tr_CY tr_TR uk_UA
ur_IN ur_PK uz_UZ vi_VN xh_ZA yo_NG zh_CN zh_HK zh_MO zh_SG zh_TW zu_ZA sr_Latn sr_Cyrl zh_Hans
zh_Hant uz_Latn uz_Cyrl az_Latn bs_Latn`;

/** Languages written right to left (by their language part). */
const RTL = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv', 'ckb', 'ks']);

function build(): SystemLanguage[] {
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
  return [BASE, REGIONAL]
    .flatMap((list) => list.split(/\s+/))
    .filter((iso) => iso !== '')
    .map((iso) => ({
      iso,
      name: names.of(iso.replace('_', '-')) ?? iso,
      rtl: RTL.has(iso.split('_')[0] ?? iso),
    }));
}

/** Every system language, in a stable order. */
export const SYSTEM_LANGUAGES: readonly SystemLanguage[] = build();

const BY_ISO = new Map(SYSTEM_LANGUAGES.map((language) => [language.iso, language]));

/** The system language with this code, if the service supports it. */
export function systemLanguage(iso: string): SystemLanguage | undefined {
  return BY_ISO.get(iso);
}
