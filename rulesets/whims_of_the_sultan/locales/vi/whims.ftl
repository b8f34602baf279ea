# Whims of the Sultan, văn bản tiếng Việt của các thẻ Ý muốn (bộ thẻ riêng của naqala; xem README).

decks-whims = Ý muốn
cards-whim_elders = Ý muốn: hội đồng Trưởng lão
cards-whim_elders-power = Quốc vương trả { $n1 } vàng; sau đó bỏ thẻ Ý muốn này. Chi phí: { $c1 } Trưởng lão.
cards-whim_viziers = Ý muốn: triều đình Thượng thư
cards-whim_viziers-power = Quốc vương trả { $n1 } vàng; sau đó bỏ thẻ Ý muốn này. Chi phí: { $c1 } Thượng thư.
cards-whim_fakirs = Ý muốn: màn biểu diễn của Sư khổ hạnh
cards-whim_fakirs-power = Quốc vương trả { $n1 } vàng; sau đó bỏ thẻ Ý muốn này. Chi phí: { $c1 } Sư khổ hạnh.
cards-whim_spices = Ý muốn: gia vị và lụa
cards-whim_spices-power = Quốc vương trả { $n1 } vàng; sau đó bỏ thẻ Ý muốn này. Chi phí: một Gia vị và một Lụa.
cards-whim_harvest = Ý muốn: tiệc mùa màng
cards-whim_harvest-power = Quốc vương trả { $n1 } vàng; sau đó bỏ thẻ Ý muốn này. Chi phí: một Cá, một Lúa mì và một Đồ gốm.
cards-whim_treasure = Ý muốn: một báu vật
cards-whim_treasure-power = Quốc vương trả { $n1 } vàng; sau đó bỏ thẻ Ý muốn này. Chi phí: một Ngà voi, một Châu báu hoặc một Vàng thỏi.
cards-whim_scribe = Ý muốn: cuộn sách của học giả
cards-whim_scribe-power = Quốc vương trả { $n1 } vàng; sau đó bỏ thẻ Ý muốn này. Chi phí: một Giấy cói và một Trưởng lão.
cards-whim_retinue = Ý muốn: đoàn hộ tống
cards-whim_retinue-power = Quốc vương trả { $n1 } vàng; sau đó bỏ thẻ Ý muốn này. Chi phí: một Thượng thư và một Trưởng lão.
