// The members the seed creates. M0000001 and M0000002 are the demo members other domains refer to;
// M0000003 is the demo of new-device phone authentication at login.

export interface SeedMember {
  custId: string;
  userId: string;
  password: string;
  name: string;
  phone: readonly [string, string, string];
  pointCardNum: string;
  bcnCd: string;
  vipGrade: string;
  testDevice: "Y" | "N";
  /** third_party_info_agre_yn: without it the app logs the member out after the member fetch. */
  consent: "Y" | "N";
  marketing: "Y" | "N";
  /** security_settings.new_device_auth_yn (N when absent): Y asks for phone authentication on a new device. */
  newDeviceAuth?: "Y" | "N";
}

export const SEED_MEMBERS: readonly SeedMember[] = [
  {
    custId: "M0000001",
    userId: "fieldmall01",
    password: "Field!2026a",
    name: "김하늘",
    phone: ["010", "1111", "2026"],
    pointCardNum: "9410000000000001",
    bcnCd: "01",
    vipGrade: "VIP",
    testDevice: "N",
    consent: "Y",
    marketing: "Y",
  },
  {
    custId: "M0000002",
    userId: "fieldmall02",
    password: "Field!2026b",
    name: "이서준",
    phone: ["010", "2222", "2026"],
    pointCardNum: "9410000000000002",
    bcnCd: "02",
    vipGrade: "",
    testDevice: "N",
    consent: "N",
    marketing: "N",
  },
  {
    custId: "M0000003",
    userId: "fieldmall03",
    password: "Field!2026c",
    name: "박지민",
    phone: ["010", "3333", "2026"],
    pointCardNum: "9410000000000003",
    bcnCd: "01",
    vipGrade: "",
    testDevice: "Y",
    consent: "Y",
    marketing: "N",
    newDeviceAuth: "Y",
  },
  {
    custId: "M0000004",
    userId: "fieldmall04",
    password: "Field!2026d",
    name: "최유나",
    phone: ["010", "4444", "2026"],
    pointCardNum: "9410000000000004",
    bcnCd: "04",
    vipGrade: "",
    testDevice: "N",
    consent: "Y",
    marketing: "Y",
  },
  {
    custId: "M0000005",
    userId: "fieldmall05",
    password: "Field!2026e",
    name: "정민호",
    phone: ["010", "5555", "2026"],
    pointCardNum: "9410000000000005",
    bcnCd: "03",
    vipGrade: "VIP",
    testDevice: "N",
    consent: "Y",
    marketing: "N",
  },
];

/** The device id the seed registers for M0000001 (and other domains may use for device examples). */
export const DEMO_DEVICE_ID = "DEMO-DEVICE-0001";
