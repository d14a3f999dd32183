// generated — edit screens/student-career.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const studentCareerEditForm = validate10;
const schema11 = {"$id":"studentCareerEditForm","type":"object","properties":{"headline":{"type":"string","maxLength":200},"skills":{"type":"string","maxLength":2000},"experience":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["employer","role"],"properties":{"employer":{"type":"string","maxLength":200,"minLength":1},"role":{"type":"string","maxLength":200,"minLength":1},"started_on":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"ended_on":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"description":{"type":"string","maxLength":2000},"id":{"type":"integer","minimum":1,"maximum":2147483647}}},"maxItems":200},"languages":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["language","level_id"],"properties":{"language":{"type":"string","maxLength":60,"minLength":1},"level_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4,5,6]},"id":{"type":"integer","minimum":1,"maximum":2147483647}}},"maxItems":200},"links":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["label","url"],"properties":{"label":{"type":"string","maxLength":100,"minLength":1},"url":{"type":"string","maxLength":500,"minLength":1},"id":{"type":"integer","minimum":1,"maximum":2147483647}}},"maxItems":200},"cv":{"type":"string","maxLength":255},"visible":{"type":"boolean","default":false}}};
const pattern0 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="studentCareerEditForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.headline !== undefined){
let data0 = data.headline;
if(typeof data0 === "string"){
if(data0.length > 200){
const err0 = {instancePath:instancePath+"/headline",schemaPath:"#/properties/headline/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.headline,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/headline",schemaPath:"#/properties/headline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.headline.type,parentSchema:schema11.properties.headline,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.skills !== undefined){
let data1 = data.skills;
if(typeof data1 === "string"){
if(data1.length > 2000){
const err2 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.skills,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.skills.type,parentSchema:schema11.properties.skills,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.experience !== undefined){
let data2 = data.experience;
if(Array.isArray(data2)){
if(data2.length > 200){
const err4 = {instancePath:instancePath+"/experience",schemaPath:"#/properties/experience/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema11.properties.experience,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.employer === undefined){
const err5 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"#/properties/experience/items/required",keyword:"required",params:{missingProperty: "employer"},message:"must have required property '"+"employer"+"'",schema:schema11.properties.experience.items.required,parentSchema:schema11.properties.experience.items,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.role === undefined){
const err6 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"#/properties/experience/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema11.properties.experience.items.required,parentSchema:schema11.properties.experience.items,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data3){
if(!((((((key0 === "employer") || (key0 === "role")) || (key0 === "started_on")) || (key0 === "ended_on")) || (key0 === "description")) || (key0 === "id"))){
const err7 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"#/properties/experience/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.experience.items,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.employer !== undefined){
let data4 = data3.employer;
if(typeof data4 === "string"){
if(data4.length > 200){
const err8 = {instancePath:instancePath+"/experience/" + i0+"/employer",schemaPath:"#/properties/experience/items/properties/employer/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.experience.items.properties.employer,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.length < 1){
const err9 = {instancePath:instancePath+"/experience/" + i0+"/employer",schemaPath:"#/properties/experience/items/properties/employer/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.experience.items.properties.employer,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/experience/" + i0+"/employer",schemaPath:"#/properties/experience/items/properties/employer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.experience.items.properties.employer.type,parentSchema:schema11.properties.experience.items.properties.employer,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.role !== undefined){
let data5 = data3.role;
if(typeof data5 === "string"){
if(data5.length > 200){
const err11 = {instancePath:instancePath+"/experience/" + i0+"/role",schemaPath:"#/properties/experience/items/properties/role/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.experience.items.properties.role,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.length < 1){
const err12 = {instancePath:instancePath+"/experience/" + i0+"/role",schemaPath:"#/properties/experience/items/properties/role/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.experience.items.properties.role,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/experience/" + i0+"/role",schemaPath:"#/properties/experience/items/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.experience.items.properties.role.type,parentSchema:schema11.properties.experience.items.properties.role,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.started_on !== undefined){
let data6 = data3.started_on;
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err14 = {instancePath:instancePath+"/experience/" + i0+"/started_on",schemaPath:"#/properties/experience/items/properties/started_on/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.experience.items.properties.started_on,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/experience/" + i0+"/started_on",schemaPath:"#/properties/experience/items/properties/started_on/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.experience.items.properties.started_on.type,parentSchema:schema11.properties.experience.items.properties.started_on,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.ended_on !== undefined){
let data7 = data3.ended_on;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err16 = {instancePath:instancePath+"/experience/" + i0+"/ended_on",schemaPath:"#/properties/experience/items/properties/ended_on/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.experience.items.properties.ended_on,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/experience/" + i0+"/ended_on",schemaPath:"#/properties/experience/items/properties/ended_on/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.experience.items.properties.ended_on.type,parentSchema:schema11.properties.experience.items.properties.ended_on,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.description !== undefined){
let data8 = data3.description;
if(typeof data8 === "string"){
if(data8.length > 2000){
const err18 = {instancePath:instancePath+"/experience/" + i0+"/description",schemaPath:"#/properties/experience/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.experience.items.properties.description,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/experience/" + i0+"/description",schemaPath:"#/properties/experience/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.experience.items.properties.description.type,parentSchema:schema11.properties.experience.items.properties.description,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.id !== undefined){
let data9 = data3.id;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err20 = {instancePath:instancePath+"/experience/" + i0+"/id",schemaPath:"#/properties/experience/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.experience.items.properties.id.type,parentSchema:schema11.properties.experience.items.properties.id,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 2147483647 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/experience/" + i0+"/id",schemaPath:"#/properties/experience/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.experience.items.properties.id,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err22 = {instancePath:instancePath+"/experience/" + i0+"/id",schemaPath:"#/properties/experience/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.experience.items.properties.id,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"#/properties/experience/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.experience.items.type,parentSchema:schema11.properties.experience.items,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/experience",schemaPath:"#/properties/experience/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.experience.type,parentSchema:schema11.properties.experience,data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.languages !== undefined){
let data10 = data.languages;
if(Array.isArray(data10)){
if(data10.length > 200){
const err25 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema11.properties.languages,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.language === undefined){
const err26 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'",schema:schema11.properties.languages.items.required,parentSchema:schema11.properties.languages.items,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data11.level_id === undefined){
const err27 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "level_id"},message:"must have required property '"+"level_id"+"'",schema:schema11.properties.languages.items.required,parentSchema:schema11.properties.languages.items,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key1 in data11){
if(!(((key1 === "language") || (key1 === "level_id")) || (key1 === "id"))){
const err28 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.languages.items,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data11.language !== undefined){
let data12 = data11.language;
if(typeof data12 === "string"){
if(data12.length > 60){
const err29 = {instancePath:instancePath+"/languages/" + i1+"/language",schemaPath:"#/properties/languages/items/properties/language/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters",schema:60,parentSchema:schema11.properties.languages.items.properties.language,data:data12};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data12.length < 1){
const err30 = {instancePath:instancePath+"/languages/" + i1+"/language",schemaPath:"#/properties/languages/items/properties/language/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.languages.items.properties.language,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/languages/" + i1+"/language",schemaPath:"#/properties/languages/items/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.languages.items.properties.language.type,parentSchema:schema11.properties.languages.items.properties.language,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data11.level_id !== undefined){
let data13 = data11.level_id;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err32 = {instancePath:instancePath+"/languages/" + i1+"/level_id",schemaPath:"#/properties/languages/items/properties/level_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.languages.items.properties.level_id.type,parentSchema:schema11.properties.languages.items.properties.level_id,data:data13};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!((((((data13 === 1) || (data13 === 2)) || (data13 === 3)) || (data13 === 4)) || (data13 === 5)) || (data13 === 6))){
const err33 = {instancePath:instancePath+"/languages/" + i1+"/level_id",schemaPath:"#/properties/languages/items/properties/level_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.languages.items.properties.level_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.languages.items.properties.level_id.enum,parentSchema:schema11.properties.languages.items.properties.level_id,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 2147483647 || isNaN(data13)){
const err34 = {instancePath:instancePath+"/languages/" + i1+"/level_id",schemaPath:"#/properties/languages/items/properties/level_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.languages.items.properties.level_id,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data11.id !== undefined){
let data14 = data11.id;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err35 = {instancePath:instancePath+"/languages/" + i1+"/id",schemaPath:"#/properties/languages/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.languages.items.properties.id.type,parentSchema:schema11.properties.languages.items.properties.id,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 2147483647 || isNaN(data14)){
const err36 = {instancePath:instancePath+"/languages/" + i1+"/id",schemaPath:"#/properties/languages/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.languages.items.properties.id,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err37 = {instancePath:instancePath+"/languages/" + i1+"/id",schemaPath:"#/properties/languages/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.languages.items.properties.id,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
}
else {
const err38 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.languages.items.type,parentSchema:schema11.properties.languages.items,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.languages.type,parentSchema:schema11.properties.languages,data:data10};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.links !== undefined){
let data15 = data.links;
if(Array.isArray(data15)){
if(data15.length > 200){
const err40 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema11.properties.links,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.label === undefined){
const err41 = {instancePath:instancePath+"/links/" + i2,schemaPath:"#/properties/links/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema11.properties.links.items.required,parentSchema:schema11.properties.links.items,data:data16};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data16.url === undefined){
const err42 = {instancePath:instancePath+"/links/" + i2,schemaPath:"#/properties/links/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema11.properties.links.items.required,parentSchema:schema11.properties.links.items,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key2 in data16){
if(!(((key2 === "label") || (key2 === "url")) || (key2 === "id"))){
const err43 = {instancePath:instancePath+"/links/" + i2,schemaPath:"#/properties/links/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.links.items,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data16.label !== undefined){
let data17 = data16.label;
if(typeof data17 === "string"){
if(data17.length > 100){
const err44 = {instancePath:instancePath+"/links/" + i2+"/label",schemaPath:"#/properties/links/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.links.items.properties.label,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data17.length < 1){
const err45 = {instancePath:instancePath+"/links/" + i2+"/label",schemaPath:"#/properties/links/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.links.items.properties.label,data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/links/" + i2+"/label",schemaPath:"#/properties/links/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.links.items.properties.label.type,parentSchema:schema11.properties.links.items.properties.label,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data16.url !== undefined){
let data18 = data16.url;
if(typeof data18 === "string"){
if(data18.length > 500){
const err47 = {instancePath:instancePath+"/links/" + i2+"/url",schemaPath:"#/properties/links/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.links.items.properties.url,data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data18.length < 1){
const err48 = {instancePath:instancePath+"/links/" + i2+"/url",schemaPath:"#/properties/links/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.links.items.properties.url,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/links/" + i2+"/url",schemaPath:"#/properties/links/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.links.items.properties.url.type,parentSchema:schema11.properties.links.items.properties.url,data:data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data16.id !== undefined){
let data19 = data16.id;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err50 = {instancePath:instancePath+"/links/" + i2+"/id",schemaPath:"#/properties/links/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.links.items.properties.id.type,parentSchema:schema11.properties.links.items.properties.id,data:data19};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(typeof data19 == "number"){
if(data19 > 2147483647 || isNaN(data19)){
const err51 = {instancePath:instancePath+"/links/" + i2+"/id",schemaPath:"#/properties/links/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.links.items.properties.id,data:data19};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data19 < 1 || isNaN(data19)){
const err52 = {instancePath:instancePath+"/links/" + i2+"/id",schemaPath:"#/properties/links/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.links.items.properties.id,data:data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
}
else {
const err53 = {instancePath:instancePath+"/links/" + i2,schemaPath:"#/properties/links/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.links.items.type,parentSchema:schema11.properties.links.items,data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.links.type,parentSchema:schema11.properties.links,data:data15};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.cv !== undefined){
let data20 = data.cv;
if(typeof data20 === "string"){
if(data20.length > 255){
const err55 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.cv,data:data20};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.cv.type,parentSchema:schema11.properties.cv,data:data20};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.visible !== undefined){
let data21 = data.visible;
if(typeof data21 !== "boolean"){
const err57 = {instancePath:instancePath+"/visible",schemaPath:"#/properties/visible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.visible.type,parentSchema:schema11.properties.visible,data:data21};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
